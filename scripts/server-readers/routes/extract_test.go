package main

// The extractor on small Go sources written in the server's shapes (no server checkout). Run by
// `go test` here, and by scripts/server-readers/routes/refresh.mjs before every refresh of the fixture.

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"
)

const rootRouter = `package routers

func BuildRootRouter() *chi.Mux {
	rootRouter := chi.NewRouter()

	widgetRouter := BuildWidgetRouter()
	rootRouter.Mount("/api/widget", widgetRouter)

	// A router with middleware and no routes gives no rows.
	emptyRouter := chi.NewRouter()
	emptyRouter.Use(middleware.UnifiedAuthMiddleware)
	rootRouter.Mount("/api/empty", emptyRouter)

	return rootRouter
}
`

const widgetRouter = `package routers

func BuildWidgetRouter() *chi.Mux {
	router := chi.NewRouter()

	router.With(middleware.UnifiedAuthMiddleware).Put("/{widgetId}", handlers.UpdateWidget)
	// router.Delete("/{widgetId}", handlers.DeleteWidget) is commented out
	router.Get("/count/{name}", handlers.CountWidgets)
	router.With(middleware.SetUserData, middleware.ValidateUserData(true)).Post("/owner", handlers.AddOwner)
	router.With(middleware.SetUserData, middleware.ValidateUserData(false)).Put("/owner", handlers.AddOwner)
	router.With(middleware.CheckRefresh).Post("/refresh", handlers.AddOwner)
	router.Post("/bulk", handlers.BulkWidgets)

	return router
}
`

const genericHandler = `package handlers

func HandleRequest(handler structs.Handler) {
	if len(handler.ResponseType) > 0 {
		handler.Writer.Header().Set("Content-Type", handler.ResponseType)
	}

	if len(handler.GroupRole) > 0 && len(handler.GroupId) == 0 {
		utils.WriteCustomErrorResponse(handler.Writer, "Group ID is required", http.StatusForbidden)
		return
	}

	if len(handler.GroupRole) > 0 && len(handler.GroupId) > 0 {
		err := validate(handler)
		if err != nil {
			utils.WriteCustomErrorResponse(handler.Writer, "No access to group", http.StatusForbidden)
			return
		}
	}

	if len(handler.UserRole) > 0 {
		token := structs.GetClaims(handler.Request)
		if !models.HasRole(handler.UserRole, token.UserRole) {
			utils.WriteCustomErrorResponse(handler.Writer, "Admins only", http.StatusForbidden)
			return
		}
	}

	errCode, err := handler.HandlerFunction(handler.Writer, handler.Request)
	if err != nil {
		utils.WriteCustomErrorResponse(handler.Writer, handler.ErrorMessage, errCode)
		return
	}
}
`

const widgetHandlers = `package handlers

func UpdateWidget(w http.ResponseWriter, r *http.Request) {
	errMsg := "Error updating widget" // w.WriteHeader(418) in a comment is not a response
	handler := structs.Handler{
		ErrorMessage: errMsg,
		Writer:       w,
		Request:      r,
		GroupId:      chi.URLParam(r, "widgetId"),
		GroupRole:    models.EDITOR,
		UserRole:     models.ADMIN,
		ResponseType: constants.ApplicationJson,
		HandlerFunction: func(w http.ResponseWriter, r *http.Request) (int, error) {
			command := commands.UpsertWidgetCommand{}
			vErr, err := command.LoadDataFromRequestAndValidate(w, r)
			if len(vErr.Errors) > 0 {
				structs.WriteValidatorErrorResponse(w, vErr, http.StatusBadRequest)
				return 0, nil
			}
			if err != nil {
				return http.StatusInternalServerError, err
			}
			if command.Locked {
				return http.StatusConflict, errors.New("widget is locked, see http://example.com/{docs}")
			}
			if command.Hidden {
				return http.StatusForbidden, nil
			}
			dryRun := r.URL.Query().Get("dryRun") == "true"
			_ = dryRun

			bytes, err := json.Marshal(command)
			w.WriteHeader(http.StatusOK)
			w.Write(bytes)
			return 0, nil
		},
	}

	HandleRequest(handler)
}

func CountWidgets(w http.ResponseWriter, r *http.Request) {
	handler := structs.Handler{
		ErrorMessage: "Error counting widgets",
		Writer:       w,
		Request:      r,
		UserRole:     models.USER,
		HandlerFunction: func(w http.ResponseWriter, r *http.Request) (int, error) {
			colour := r.URL.Query().Get("colour")
			if len(colour) == 0 {
				return http.StatusBadRequest, errors.New("colour required")
			}
			size := r.URL.Query().Get("size")
			if len(size) > 0 {
				if _, err := utils.StringToUint(size); err != nil {
					return http.StatusBadRequest, err
				}
			}
			if _, err := count(colour); err != nil {
				return 500, err
			}
			return 0, nil
		},
	}

	HandleRequest(handler)
}

func BulkWidgets(w http.ResponseWriter, r *http.Request) {
	command := commands.BulkCommand{}
	command.LoadDataFromRequest(w, r)
	ids := make([]string, len(command.ReceiptIds))
	for i := 0; i < len(command.ReceiptIds); i++ {
		ids[i] = utils.UintToString(command.ReceiptIds[i])
	}
	handler := structs.Handler{
		ErrorMessage: "Error",
		Writer:       w,
		Request:      r,
		ReceiptIds:   ids,
		GroupRole:    models.EDITOR,
		HandlerFunction: func(w http.ResponseWriter, r *http.Request) (int, error) {
			if len(command.Status) == 0 {
				return http.StatusBadRequest, errors.New("Status required")
			}
			return 0, nil
		},
	}
	HandleRequest(handler)
}

func AddOwner(w http.ResponseWriter, r *http.Request) {
	bytes, _ := utils.MarshalResponseData(r.Context().Value("user"))
	w.Write(bytes)
}
`

const commandsGo = `package commands

type Base struct {
	Page int ` + "`json:\"page\"`" + `
}

func (command *Base) Validate() structs.ValidatorError {
	errorMap := make(map[string]string)
	if command.Page < 1 {
		errorMap["page"] = "Page must be at least 1"
	}
	return structs.ValidatorError{Errors: errorMap}
}

type Filter struct {
	Colour string
}

type UpsertWidgetCommand struct {
	Base
	Filter ` + "`json:\"filter\"`" + `
	Name   string  ` + "`json:\"name\"`" + `
	Colour *string ` + "`json:\"colour\"`" + `
	Locked bool    ` + "`json:\"locked\"`" + `
	Kind   string  ` + "`json:\"kind\"`" + `
	Parts  []int   ` + "`json:\"parts\"`" + `
	Hidden bool    ` + "`json:\"-\"`" + `
	secret string
}

func (command *UpsertWidgetCommand) LoadDataFromRequestAndValidate(w http.ResponseWriter, r *http.Request) (structs.ValidatorError, error) {
	bytes, err := utils.GetBodyData(w, r)
	if err != nil {
		return structs.ValidatorError{}, err
	}
	err = json.Unmarshal(bytes, &command)
	return command.Validate(), err
}

func (command *UpsertWidgetCommand) Validate() structs.ValidatorError {
	vErr := command.Base.Validate()
	if len(command.Name) == 0 {
		vErr.Errors["name"] = "Name is required"
	} else if command.Locked && command.Colour == nil {
		vErr.Errors["colour"] = "A locked widget needs a colour"
	}
	if len(command.Kind) == 0 {
		vErr.Errors["type"] = "Type is required"
	}
	partNames := PartNames()
	if len(command.Parts) != len(partNames) {
		vErr.Errors["parts"] = "Every part is needed"
	}
	return vErr
}

func PartNames() []string {
	return []string{"top", "bottom"}
}

type BulkCommand struct {
	Status     string
	ReceiptIds []uint
	Comment    string
}

func (command *BulkCommand) LoadDataFromRequest(w http.ResponseWriter, r *http.Request) error {
	bytes, _ := utils.GetBodyData(w, r)
	return json.Unmarshal(bytes, &command)
}

type RefreshCommand struct {
	RefreshToken string ` + "`json:\"refreshToken\"`" + `
}

func (command *RefreshCommand) LoadDataFromRequest(w http.ResponseWriter, r *http.Request) error {
	bytes, _ := utils.GetBodyData(w, r)
	return json.Unmarshal(bytes, &command)
}

type OwnerCommand struct {
	Username string ` + "`json:\"username\"`" + `
	Role     string ` + "`json:\"role\"`" + `
}
`

const middlewareGo = `package middleware

func UnifiedAuthMiddleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		const unauthorized = "Unauthorized"
		if len(r.Header.Get("Authorization")) == 0 {
			utils.WriteCustomErrorResponse(w, unauthorized, http.StatusForbidden)
			return
		}
		next.ServeHTTP(w, r)
	})
}

func SetUserData(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var user commands.OwnerCommand
		bodyData, err := utils.GetBodyData(w, r)
		if err != nil {
			utils.WriteErrorResponse(w, err, 500)
			return
		}
		json.Unmarshal(bodyData, &user)
		next.ServeHTTP(w, r)
	})
}

func CheckRefresh(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		token, err := tokenFrom(r, w)
		if err != nil || len(token) == 0 {
			utils.WriteCustomErrorResponse(w, "Error refreshing token", http.StatusInternalServerError)
			return
		}
		next.ServeHTTP(w, r)
	})
}

func tokenFrom(r *http.Request, w http.ResponseWriter) (string, error) {
	if utils.IsMobileApp(r) {
		var command commands.RefreshCommand
		err := command.LoadDataFromRequest(w, r)
		return command.RefreshToken, err
	}
	cookie, err := r.Cookie("refresh_token")
	if err != nil {
		return "", err
	}
	return cookie.Value, nil
}

func ValidateUserData(roleRequired bool) (mw func(http.Handler) http.Handler) {
	mw = func(h http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			userData := r.Context().Value("user").(commands.OwnerCommand)
			err := structs.ValidatorError{Errors: make(map[string]string)}
			if len(userData.Username) == 0 {
				err.Errors["username"] = "Username is required"
			}
			if roleRequired {
				if len(userData.Role) == 0 {
					err.Errors["role"] = "Role is required"
				}
			}
			if len(err.Errors) > 0 {
				structs.WriteValidatorErrorResponse(w, err, http.StatusBadRequest)
				return
			}
			h.ServeHTTP(w, r)
		})
	}
	return
}
`

const modelsGo = `package models

func BuildUserRoleMap() map[UserRole]int {
	userRoleMap := make(map[UserRole]int)
	userRoleMap[USER] = 0
	userRoleMap[ADMIN] = 1
	return userRoleMap
}
`

const constantsGo = `package constants

const ApplicationJson = "application/json"
`

func sources() map[string]string {
	return map[string]string{
		"internal/routers/router.go":           rootRouter,
		"internal/routers/widget.go":           widgetRouter,
		"internal/handlers/generic_handler.go": genericHandler,
		"internal/handlers/widgets.go":         widgetHandlers,
		"internal/handlers/widgets_test.go":    "package handlers\n\nfunc TestIgnored(t *testing.T) {\n\tr.Get(\"/x\", handlers.Nope)\n}\n",
		"internal/middleware/auth.go":          middlewareGo,
		"internal/models/utils.go":             modelsGo,
		"internal/commands/widget.go":          commandsGo,
		"internal/constants/types.go":          constantsGo,
	}
}

// line is the 1-based line of the first line of src containing needle.
func line(t *testing.T, src, needle string) int {
	t.Helper()
	for i, l := range strings.Split(src, "\n") {
		if strings.Contains(l, needle) {
			return i + 1
		}
	}
	t.Fatalf("not in the snippet: %s", needle)
	return 0
}

func extract(t *testing.T, srcs map[string]string) (*Table, error) {
	t.Helper()
	src, err := Load(srcs)
	if err != nil {
		return nil, err
	}
	return src.Extract()
}

func mustExtract(t *testing.T) *Table {
	t.Helper()
	table, err := extract(t, sources())
	if err != nil {
		t.Fatal(err)
	}
	return table
}

func rowNamed(t *testing.T, table *Table, name string) *Row {
	t.Helper()
	for _, r := range table.Routes {
		if r.Method+" "+r.Path == name {
			return r
		}
	}
	t.Fatalf("no row %s", name)
	return nil
}

func equal(t *testing.T, what string, got, want interface{}) {
	t.Helper()
	if !reflect.DeepEqual(got, want) {
		g, _ := json.MarshalIndent(got, "", "  ")
		w, _ := json.MarshalIndent(want, "", "  ")
		t.Errorf("%s:\n got %s\nwant %s", what, g, w)
	}
}

func TestOneRowPerRegisteredRoute(t *testing.T) {
	var names []string
	for _, r := range mustExtract(t).Routes {
		names = append(names, r.Method+" "+r.Path)
	}
	equal(t, "routes", names, []string{"PUT /widget/{widgetId}", "GET /widget/count/{name}", "POST /widget/owner", "PUT /widget/owner",
		"POST /widget/refresh", "POST /widget/bulk"})
}

func TestRolesStatusesAndMessagesOfAHandleRequestHandler(t *testing.T) {
	row := rowNamed(t, mustExtract(t), "PUT /widget/{widgetId}")
	h := func(needle string) string {
		return fmt.Sprintf("internal/handlers/widgets.go:%d", line(t, widgetHandlers, needle))
	}
	g := func(needle string) string {
		return fmt.Sprintf("internal/handlers/generic_handler.go:%d", line(t, genericHandler, needle))
	}
	equal(t, "handler", []interface{}{row.Handler, row.Source, row.Router, row.Middleware, row.Auth},
		[]interface{}{"UpdateWidget", h("func UpdateWidget("), fmt.Sprintf("internal/routers/widget.go:%d", line(t, widgetRouter, ".Put(\"/{widgetId}")),
			[]string{"middleware.UnifiedAuthMiddleware"}, "authenticated"})
	equal(t, "roles", []interface{}{*row.UserRole, *row.GroupRole, row.OrUserRole, *row.GroupScope},
		[]interface{}{"ADMIN", "EDITOR", (*string)(nil), `GroupId: chi.URLParam(r, "widgetId")`})
	equal(t, "statuses", row.Statuses, []int{200, 400, 403, 409, 500})
	json, sniffed := strp("application/json"), strp(Sniffed)
	equal(t, "errors", row.Errors, []ErrorRow{
		{Status: 400, Body: "fields", ContentType: json, From: "UpdateWidget", Stage: StageHandlerFunc, Source: h("WriteValidatorErrorResponse")},
		{Status: 403, Message: strp("Unauthorized"), Body: "errorMsg", ContentType: sniffed, From: "UnifiedAuthMiddleware", Stage: StageMiddleware,
			Source: fmt.Sprintf("internal/middleware/auth.go:%d", line(t, middlewareGo, "WriteCustomErrorResponse"))},
		{Status: 403, Message: strp("Group ID is required"), Body: "errorMsg", ContentType: json, From: "HandleRequest group role", Stage: StageHandleRequest, Source: g(`"Group ID is required"`)},
		{Status: 403, Message: strp("No access to group"), Body: "errorMsg", ContentType: json, From: "HandleRequest group role", Stage: StageHandleRequest, Source: g(`"No access to group"`)},
		{Status: 403, Message: strp("Admins only"), Body: "errorMsg", ContentType: json, From: "HandleRequest user role", Stage: StageHandleRequest, Source: g(`"Admins only"`)},
		{Status: 409, Message: strp("Error updating widget"), Body: "errorMsg", ContentType: json, From: "HandleRequest ErrorMessage", Stage: StageHandlerFunc, Source: h("StatusConflict")},
		{Status: 500, Message: strp("Error updating widget"), Body: "errorMsg", ContentType: json, From: "HandleRequest ErrorMessage", Stage: StageHandlerFunc, Source: h("StatusInternalServerError")},
	})
	equal(t, "success", row.Success, Success{Statuses: []int{200}, ContentTypes: []string{"application/json"}})
	equal(t, "notes", row.Notes, []string{fmt.Sprintf("returns (403, nil) at %s: HandleRequest writes nothing for a nil error, so the client gets 200 with an empty body", h("StatusForbidden, nil"))})
}

func TestBodyFieldsAndValidationRules(t *testing.T) {
	row := rowNamed(t, mustExtract(t), "PUT /widget/{widgetId}")
	if row.Body == nil {
		t.Fatal("no body")
	}
	b := *row.Body
	equal(t, "decoded", []string{b.MediaType, b.Command, b.DecodedBy},
		[]string{"application/json", "commands.UpsertWidgetCommand", "command.LoadDataFromRequestAndValidate"})
	// The embedded struct is flattened, unless it has a JSON name; json:"-" and unexported fields are
	// not properties.
	equal(t, "fields", b.Fields, []Field{{"page", "int"}, {"filter", "Filter"}, {"name", "string"}, {"colour", "*string"}, {"locked", "bool"}, {"kind", "string"}, {"parts", "[]int"}})
	// page (zero fails Page < 1) and name are required; colour only when locked and named; kind,
	// although its message is filed under "type"; parts, which must have as many entries as the
	// fixed list PartNames returns.
	equal(t, "required", b.Required, []string{"kind", "name", "page", "parts"})
	var when []string
	for _, r := range b.Rules {
		when = append(when, r.Field+": "+strings.Join(r.When, " && ")+" ("+r.By+")")
	}
	equal(t, "rules", when, []string{
		"page: command.Page < 1 (commands.UpsertWidgetCommand.Validate)",
		"name: len(command.Name) == 0 (commands.UpsertWidgetCommand.Validate)",
		"colour: !(len(command.Name) == 0) && command.Locked && command.Colour == nil (commands.UpsertWidgetCommand.Validate)",
		"type: len(command.Kind) == 0 (commands.UpsertWidgetCommand.Validate)",
		"parts: len(command.Parts) != len(partNames) (commands.UpsertWidgetCommand.Validate)",
	})
}

func TestValidationMiddlewareWithABoolArgument(t *testing.T) {
	table := mustExtract(t)
	post, put := rowNamed(t, table, "POST /widget/owner"), rowNamed(t, table, "PUT /widget/owner")
	equal(t, "body", post.Body.Command+" "+post.Body.DecodedBy, "commands.OwnerCommand middleware.SetUserData")
	equal(t, "required with true", post.Body.Required, []string{"role", "username"})
	equal(t, "required with false", put.Body.Required, []string{"username"})
	// The middleware answers before the handler, without a Content-Type: Go sniffs text/plain.
	equal(t, "400", post.Errors[0], ErrorRow{Status: 400, Body: "fields", ContentType: strp(Sniffed), From: "ValidateUserData",
		Stage: StageMiddleware, Source: fmt.Sprintf("internal/middleware/auth.go:%d", line(t, middlewareGo, "WriteValidatorErrorResponse"))})
	// A JSON body written without a Content-Type is sniffed as text/plain.
	equal(t, "success", post.Success.ContentTypes, []string{Sniffed})
}

func TestQueryParametersAndWhetherTheyAreRequired(t *testing.T) {
	table := mustExtract(t)
	count := rowNamed(t, table, "GET /widget/count/{name}")
	equal(t, "count", count.Query, []Param{{Name: "colour", Required: true,
		Reason: fmt.Sprintf("an empty value fails the call (internal/handlers/widgets.go:%d)", line(t, widgetHandlers, "len(colour) == 0")),
		Source: fmt.Sprintf("internal/handlers/widgets.go:%d", line(t, widgetHandlers, `Get("colour")`))},
		// Converted only when present: optional.
		{Name: "size", Reason: "optional: the handler works without it",
			Source: fmt.Sprintf("internal/handlers/widgets.go:%d", line(t, widgetHandlers, `Get("size")`))}})
	update := rowNamed(t, table, "PUT /widget/{widgetId}")
	equal(t, "update", []interface{}{update.Query[0].Name, update.Query[0].Required}, []interface{}{"dryRun", false})
}

func TestPublicRouteAndTheAlwaysTrueUserRole(t *testing.T) {
	row := rowNamed(t, mustExtract(t), "GET /widget/count/{name}")
	equal(t, "auth", []interface{}{row.Auth, *row.UserRole, row.GroupRole}, []interface{}{"public", "USER", (*string)(nil)})
	equal(t, "statuses", row.Statuses, []int{200, 400, 500})
	equal(t, "notes", row.Notes, []string{"writes no status on success: Go sends 200"})
	// No ResponseType: HandleRequest's own errors are sniffed too.
	equal(t, "500 type", *row.Errors[1].ContentType, Sniffed)
	equal(t, "no body", row.Success.ContentTypes, []string{})
}

func TestDeterministic(t *testing.T) {
	a, _ := json.Marshal(mustExtract(t).Routes)
	b, _ := json.Marshal(mustExtract(t).Routes)
	if string(a) != string(b) {
		t.Error("two runs differ")
	}
}

func TestFailsWithFileAndLineOfAnUnreadableRouterCall(t *testing.T) {
	srcs := sources()
	srcs["internal/routers/widget.go"] = strings.Replace(widgetRouter, `router.Get("/count/{name}", handlers.CountWidgets)`, `router.Route("/count", sub)`, 1)
	_, err := extract(t, srcs)
	want := fmt.Sprintf("internal/routers/widget.go:%d: unsupported router call router.Route(...)", line(t, widgetRouter, "router.Get("))
	if err == nil || err.Error() != want {
		t.Errorf("got %v, want %s", err, want)
	}
	srcs = sources()
	srcs["internal/routers/widget.go"] = strings.Replace(widgetRouter, `"/count/{name}"`, `"/count/{name}`, 1)
	_, err = extract(t, srcs)
	if err == nil || !strings.Contains(err.Error(), "internal/routers/widget.go:8") || !strings.Contains(err.Error(), "string literal not terminated") {
		t.Errorf("got %v, want a parse error at internal/routers/widget.go:8", err)
	}
}

func TestFailsOnAMissingHandler(t *testing.T) {
	srcs := sources()
	srcs["internal/routers/widget.go"] = strings.Replace(widgetRouter, "handlers.CountWidgets", "handlers.Nowhere", 1)
	_, err := extract(t, srcs)
	if err == nil || !strings.Contains(err.Error(), "handler Nowhere not found in internal/handlers") {
		t.Errorf("got %v", err)
	}
}

func TestBodyReadOnlyForTheMobileApp(t *testing.T) {
	row := rowNamed(t, mustExtract(t), "POST /widget/refresh")
	if row.Body == nil {
		t.Fatal("no body")
	}
	equal(t, "body", []string{row.Body.Command, row.Body.DecodedBy, row.Body.Only},
		[]string{"commands.RefreshCommand", "CheckRefresh via tokenFrom", "utils.IsMobileApp(r)"})
	equal(t, "required", row.Body.Required, []string{})
}

func TestBodyChecksInTheHandlerAndTheGroupScope(t *testing.T) {
	row := rowNamed(t, mustExtract(t), "POST /widget/bulk")
	// Untagged fields keep their Go names (encoding/json matches keys case-insensitively).
	equal(t, "fields", row.Body.Fields, []Field{{"Status", "string"}, {"ReceiptIds", "[]uint"}, {"Comment", "string"}})
	// Status: the handler answers 400 when it is empty; ReceiptIds: it fills the only group scope.
	equal(t, "required", row.Body.Required, []string{"ReceiptIds", "Status"})
	var by []string
	for _, r := range row.Body.Rules {
		by = append(by, r.Field+": "+r.By)
	}
	equal(t, "rules", by, []string{"Status: BulkWidgets (answers 400)",
		"ReceiptIds: HandleRequest (answers 403: it fills the Handler's ReceiptIds)"})
}

// HandleRequest as the server writes it: the group of a receipt named by ReceiptId (or of the
// receipts named by ReceiptIds) is looked up first, then the group role is checked against it.
const receiptGenericHandler = `package handlers

func HandleRequest(handler structs.Handler) {
	if len(handler.ReceiptId) > 0 {
		var receipt models.Receipt
		err := db.Where("id = ?", handler.ReceiptId).First(&receipt).Error
		if err != nil {
			utils.WriteCustomErrorResponse(handler.Writer, "No such receipt", http.StatusForbidden)
			return
		}
		handler.GroupId = utils.UintToString(receipt.GroupId)
	}

	if len(handler.ReceiptIds) > 0 {
		var receipts []models.Receipt
		err := db.Where("id IN (?)", handler.ReceiptIds).Find(&receipts).Error
		if err != nil {
			utils.WriteCustomErrorResponse(handler.Writer, "No such receipts", http.StatusForbidden)
			return
		}
		for _, receipt := range receipts {
			handler.GroupIds = append(handler.GroupIds, utils.UintToString(receipt.GroupId))
		}
	}

	if len(handler.GroupRole) > 0 && len(handler.GroupId) == 0 && len(handler.GroupIds) == 0 {
		utils.WriteCustomErrorResponse(handler.Writer, "Group ID is required", http.StatusForbidden)
		return
	}

	if len(handler.GroupRole) > 0 && len(handler.GroupId) > 0 {
		if validate(handler.GroupId) != nil {
			utils.WriteCustomErrorResponse(handler.Writer, "No access to group", http.StatusForbidden)
			return
		}
	}

	if len(handler.GroupRole) > 0 && len(handler.GroupIds) > 0 {
		for _, groupId := range handler.GroupIds {
			if validate(groupId) != nil {
				utils.WriteCustomErrorResponse(handler.Writer, "No access to a group", http.StatusForbidden)
				return
			}
		}
	}

	errCode, err := handler.HandlerFunction(handler.Writer, handler.Request)
	if err != nil {
		utils.WriteCustomErrorResponse(handler.Writer, handler.ErrorMessage, errCode)
		return
	}
}
`

const receiptRouter = `package routers

func BuildRootRouter() *chi.Mux {
	rootRouter := chi.NewRouter()
	receiptRouter := BuildReceiptRouter()
	rootRouter.Mount("/api/receipt", receiptRouter)
	return rootRouter
}

func BuildReceiptRouter() *chi.Mux {
	router := chi.NewRouter()
	router.Get("/{id}", handlers.GetReceipt)
	router.Post("/bulk", handlers.BulkReceipts)
	router.Get("/image/{id}", handlers.GetImage)
	return router
}
`

const receiptHandlers = `package handlers

func GetReceipt(w http.ResponseWriter, r *http.Request) {
	handler := structs.Handler{
		ErrorMessage: "Error",
		Writer:       w,
		Request:      r,
		ReceiptId:    chi.URLParam(r, "id"),
		GroupRole:    models.VIEWER,
		HandlerFunction: func(w http.ResponseWriter, r *http.Request) (int, error) {
			return 0, nil
		},
	}
	HandleRequest(handler)
}

func BulkReceipts(w http.ResponseWriter, r *http.Request) {
	ids := r.Form["receiptIds"]
	handler := structs.Handler{
		ErrorMessage: "Error",
		Writer:       w,
		Request:      r,
		ReceiptIds:   ids,
		GroupRole:    models.EDITOR,
		HandlerFunction: func(w http.ResponseWriter, r *http.Request) (int, error) {
			return 0, nil
		},
	}
	HandleRequest(handler)
}

func GetImage(w http.ResponseWriter, r *http.Request) {
	handler := structs.Handler{
		ErrorMessage: "Error",
		Writer:       w,
		Request:      r,
		ReceiptId:    chi.URLParam(r, "id"),
		HandlerFunction: func(w http.ResponseWriter, r *http.Request) (int, error) {
			return 0, nil
		},
	}
	HandleRequest(handler)
}
`

func TestTheGroupRoleOfTheReceiptsGroup(t *testing.T) {
	table, err := extract(t, map[string]string{
		"internal/routers/router.go":           receiptRouter,
		"internal/handlers/generic_handler.go": receiptGenericHandler,
		"internal/handlers/receipts.go":        receiptHandlers,
	})
	if err != nil {
		t.Fatal(err)
	}
	messages := func(name string) []string {
		var out []string
		for _, e := range rowNamed(t, table, name).Errors {
			if e.Status == 403 {
				out = append(out, e.From+": "+*e.Message)
			}
		}
		return out
	}
	// The group comes from the receipt: its lookup fails with 403, and so does a caller without the
	// role in the receipt's group. The group id is never empty after a lookup that succeeded.
	equal(t, "one receipt", messages("GET /receipt/{id}"), []string{
		"HandleRequest ReceiptId: No such receipt", "HandleRequest group role: No access to group"})
	equal(t, "role", *rowNamed(t, table, "GET /receipt/{id}").GroupRole, "VIEWER")
	// Receipts that do not exist leave the group list empty: "Group ID is required" then.
	equal(t, "several receipts", messages("POST /receipt/bulk"), []string{
		"HandleRequest ReceiptIds: No such receipts", "HandleRequest group role: Group ID is required",
		"HandleRequest group role: No access to a group"})
	// Without a GroupRole, HandleRequest only looks the receipt up.
	equal(t, "no role", messages("GET /receipt/image/{id}"), []string{"HandleRequest ReceiptId: No such receipt"})
}

const schemaRouter = `package routers

func BuildRootRouter() *chi.Mux {
	rootRouter := chi.NewRouter()
	gadgetRouter := BuildGadgetRouter()
	rootRouter.Mount("/api/gadget", gadgetRouter)
	return rootRouter
}

func BuildGadgetRouter() *chi.Mux {
	router := chi.NewRouter()
	router.Get("/{id}", handlers.GetGadget)
	router.Post("/paged", handlers.PagedGadgets)
	router.Put("/{id}", handlers.UpdateGadget)
	router.Delete("/{id}", handlers.DeleteGadget)
	router.Get("/", handlers.GadgetOrCount)
	return router
}
`

const schemaModels = `package models

type Colour string

const (
	RED  Colour = "RED"
	BLUE Colour = "BLUE"
)

const unrelated = "not an enum"

type BaseModel struct {
	ID        uint      ` + "`json:\"id\"`" + `
	CreatedAt time.Time ` + "`json:\"createdAt\"`" + `
}

type Gadget struct {
	BaseModel
	Name       string            ` + "`json:\"name\"`" + `
	Price      decimal.Decimal   ` + "`json:\"price\"`" + `
	SoldAt     *time.Time        ` + "`json:\"soldAt\"`" + `
	Colour     Colour            ` + "`json:\"colour\"`" + `
	Parts      []Part            ` + "`json:\"parts\"`" + `
	Labels     map[string]uint16 ` + "`json:\"labels,omitempty\"`" + `
	Owner      User              ` + "`json:\"-\"`" + `
	Count      int64
	secret     string
	Blob       []byte ` + "`json:\"blob\"`" + `
	Extra      any    ` + "`json:\"extra\"`" + `
	Dash       string ` + "`json:\"-,\"`" + `
}

type Part struct {
	Name string ` + "`json:\"name\"`" + `
}

type Secret struct {
	Value string
}

func (s Secret) MarshalJSON() ([]byte, error) {
	return []byte("\"hidden\""), nil
}

type User struct {
	Name string
}
`

const schemaStructs = `package structs

type PagedData struct {
	Data       []any ` + "`json:\"data\"`" + `
	TotalCount int64 ` + "`json:\"totalCount\"`" + `
}
`

const schemaCommands = `package commands

type UpsertGadgetCommand struct {
	Name   string        ` + "`json:\"name\"`" + `
	Colour models.Colour ` + "`json:\"colour\"`" + `
	Secret models.Secret ` + "`json:\"secret\"`" + `
}

func (command *UpsertGadgetCommand) LoadDataFromRequest(w http.ResponseWriter, r *http.Request) error {
	bytes, _ := utils.GetBodyData(w, r)
	return json.Unmarshal(bytes, &command)
}
`

const schemaRepositories = `package repositories

type GadgetRepository struct {
	BaseRepository
}

func NewGadgetRepository(tx *gorm.DB) GadgetRepository {
	return GadgetRepository{}
}

func (repository GadgetRepository) GetGadget(id string) (models.Gadget, error) {
	return models.Gadget{}, nil
}

type BaseRepository struct{}

func (repository BaseRepository) GetPaged() ([]models.Gadget, int64, error) {
	return nil, 0, nil
}
`

const schemaHandlers = `package handlers

func GetGadget(w http.ResponseWriter, r *http.Request) {
	handler := structs.Handler{
		ErrorMessage: "Error",
		Writer:       w,
		Request:      r,
		HandlerFunction: func(w http.ResponseWriter, r *http.Request) (int, error) {
			repository := repositories.NewGadgetRepository(nil)
			gadget, err := repository.GetGadget(chi.URLParam(r, "id"))
			if err != nil {
				return http.StatusInternalServerError, err
			}
			db.Model(models.Gadget{}).Select("id, name").Where("id = ?", 1).First(&gadget)
			db.Table("gadgets").Where("id = ?", 1).Select("id", "price").First(&gadget)
			bytes, err := utils.MarshalResponseData(&gadget)
			if err != nil {
				return http.StatusInternalServerError, err
			}
			w.WriteHeader(http.StatusOK)
			w.Write(bytes)
			return 0, nil
		},
	}
	HandleRequest(handler)
}

func PagedGadgets(w http.ResponseWriter, r *http.Request) {
	handler := structs.Handler{
		ErrorMessage: "Error",
		Writer:       w,
		Request:      r,
		HandlerFunction: func(w http.ResponseWriter, r *http.Request) (int, error) {
			gadgets, count, err := repositories.NewGadgetRepository(nil).GetPaged()
			if err != nil {
				return http.StatusInternalServerError, err
			}
			anyData := make([]any, len(gadgets))
			for i := 0; i < len(gadgets); i++ {
				anyData[i] = gadgets[i]
			}
			bytes, err := json.Marshal(structs.PagedData{TotalCount: count, Data: anyData})
			if err != nil {
				return http.StatusInternalServerError, err
			}
			w.Write(bytes)
			return 0, nil
		},
	}
	HandleRequest(handler)
}

func UpdateGadget(w http.ResponseWriter, r *http.Request) {
	handler := structs.Handler{
		ErrorMessage: "Error",
		Writer:       w,
		Request:      r,
		HandlerFunction: func(w http.ResponseWriter, r *http.Request) (int, error) {
			command := commands.UpsertGadgetCommand{}
			err := command.LoadDataFromRequest(w, r)
			if err != nil {
				return http.StatusInternalServerError, err
			}
			bytes, _ := json.Marshal(command)
			w.WriteHeader(http.StatusAccepted)
			w.Write(bytes)
			return 0, nil
		},
	}
	HandleRequest(handler)
}

func DeleteGadget(w http.ResponseWriter, r *http.Request) {
	handler := structs.Handler{
		ErrorMessage: "Error",
		Writer:       w,
		Request:      r,
		HandlerFunction: func(w http.ResponseWriter, r *http.Request) (int, error) {
			w.WriteHeader(http.StatusOK)
			return 0, nil
		},
	}
	HandleRequest(handler)
}

func GadgetOrCount(w http.ResponseWriter, r *http.Request) {
	handler := structs.Handler{
		ErrorMessage: "Error",
		Writer:       w,
		Request:      r,
		HandlerFunction: func(w http.ResponseWriter, r *http.Request) (int, error) {
			if r.URL.Query().Get("count") == "true" {
				var count int64
				bytes, _ := json.Marshal(count)
				w.WriteHeader(http.StatusOK)
				w.Write(bytes)
			} else {
				result := make(map[string]string)
				bytes, _ := utils.MarshalResponseData(result)
				w.WriteHeader(http.StatusOK)
				w.Write(bytes)
			}
			id, err := utils.StringToUint(r.URL.Query().Get("id"))
			_ = id
			ids := r.Form["ids"]
			_ = ids
			return 0, err
		},
	}
	HandleRequest(handler)
}
`

func schemaSources() map[string]string {
	return map[string]string{
		"internal/routers/router.go":           schemaRouter,
		"internal/handlers/generic_handler.go": receiptGenericHandler,
		"internal/handlers/gadgets.go":         schemaHandlers,
		"internal/models/gadget.go":            schemaModels,
		"internal/structs/paged.go":            schemaStructs,
		"internal/commands/gadget.go":          schemaCommands,
		"internal/repositories/gadget.go":      schemaRepositories,
		"internal/constants/types.go":          constantsGo,
	}
}

func mustSchemas(t *testing.T) *Schemas {
	t.Helper()
	src, err := Load(schemaSources())
	if err != nil {
		t.Fatal(err)
	}
	table, err := src.Extract()
	if err != nil {
		t.Fatal(err)
	}
	schemas, err := src.ExtractSchemas(table)
	if err != nil {
		t.Fatal(err)
	}
	return schemas
}

func operationNamed(t *testing.T, s *Schemas, name string) *OperationSchema {
	t.Helper()
	for _, op := range s.Operations {
		if op.Method+" "+op.Path == name {
			return op
		}
	}
	t.Fatalf("no operation %s", name)
	return nil
}

func TestStructsAsEncodingJSONWritesThem(t *testing.T) {
	gadget := mustSchemas(t).Types["models.Gadget"]
	if gadget == nil {
		t.Fatal("models.Gadget not read")
	}
	type row struct {
		Name, Go, Type, Format, Ref, Embedded string
		Enum                                  []string
		OmitEmpty                             bool
	}
	var got []row
	for _, f := range gadget.Fields {
		got = append(got, row{f.Name, f.Go, strings.Join(f.Type, "|"), f.Format, f.Ref, f.Embedded, f.Enum, f.OmitEmpty})
	}
	// The embedded BaseModel is flattened; json:"-" and unexported fields are left out, but
	// json:"-," names a property "-"; a field without a tag keeps its Go name.
	equal(t, "fields", got, []row{
		{Name: "id", Go: "uint", Type: "integer", Format: "uint64", Embedded: "models.BaseModel"},
		{Name: "createdAt", Go: "time.Time", Type: "string", Format: "date-time", Embedded: "models.BaseModel"},
		{Name: "name", Go: "string", Type: "string"},
		{Name: "price", Go: "decimal.Decimal", Type: "string", Format: "decimal"},
		{Name: "soldAt", Go: "*time.Time", Type: "string|null", Format: "date-time"},
		{Name: "colour", Go: "models.Colour", Type: "string", Enum: []string{"RED", "BLUE"}},
		{Name: "parts", Go: "[]models.Part", Type: "array|null"},
		{Name: "labels", Go: "map[string]uint16", Type: "object|null", OmitEmpty: true},
		{Name: "Count", Go: "int64", Type: "integer", Format: "int64"},
		{Name: "blob", Go: "[]byte", Type: "string", Format: "byte"},
		{Name: "extra", Go: "any"},
		{Name: "-", Go: "string", Type: "string"},
	})
	parts := gadget.Fields[6]
	equal(t, "items", parts.Items.Ref, "models.Part")
	equal(t, "map values", gadget.Fields[7].Values.Format, "uint16")
}

func TestCustomMarshallersAreNoted(t *testing.T) {
	secret := mustSchemas(t).Types["models.Secret"]
	if secret == nil || len(secret.Custom) != 1 || !strings.HasPrefix(secret.Custom[0], "MarshalJSON (internal/models/gadget.go:") {
		t.Fatalf("custom: %+v", secret)
	}
}

func TestTheValueEachStatusWrites(t *testing.T) {
	s := mustSchemas(t)
	kinds := func(name string) []string {
		var out []string
		for _, w := range operationNamed(t, s, name).Responses {
			typ := ""
			if w.Type != nil {
				typ = w.Type.Go
				if w.Type.Items != nil {
					typ += " of " + w.Type.Items.Go
				}
			}
			out = append(out, fmt.Sprintf("%d %s %s echo=%v", w.Status, w.Kind, typ, w.Echo))
		}
		return out
	}
	// A method result through a local variable; &x is x (never null).
	equal(t, "get", kinds("GET /gadget/{id}"), []string{"200 json models.Gadget echo=false"})
	// PagedData.Data is []any: its items are the type copied into it.
	equal(t, "paged", kinds("POST /gadget/paged"), []string{"200 json structs.PagedData of models.Gadget echo=false"})
	// The request written back, with the status of the WriteHeader before it.
	equal(t, "echo", kinds("PUT /gadget/{id}"), []string{"202 json commands.UpsertGadgetCommand echo=true"})
	equal(t, "request", operationNamed(t, s, "PUT /gadget/{id}").Request.Ref, "commands.UpsertGadgetCommand")
	// Read back with .Select: the last read before the write names the columns filled.
	get := operationNamed(t, s, "GET /gadget/{id}").Responses[0]
	equal(t, "columns", get.Columns, []string{"id", "price"})
	equal(t, "selected at", get.SelectedAt, fmt.Sprintf("internal/handlers/gadgets.go:%d", line(t, schemaHandlers, `Select("id", "price")`)))
	if cols := operationNamed(t, s, "PUT /gadget/{id}").Responses[0].Columns; cols != nil {
		t.Errorf("a value not read from the database has no columns: %v", cols)
	}
	// A status without a body.
	equal(t, "empty", kinds("DELETE /gadget/{id}"), []string{"200 none  echo=false"})
	// Two bodies on two paths for the same status.
	equal(t, "two", kinds("GET /gadget/"), []string{"200 json int64 echo=false", "200 json map[string]string echo=false"})
}

func TestQueryParameterTypes(t *testing.T) {
	query := operationNamed(t, mustSchemas(t), "GET /gadget/").Query
	equal(t, "query", query, []QueryArg{{Name: "count", Type: "boolean"}, {Name: "id", Type: "integer"}, {Name: "ids", Type: "array", Items: "string"}})
}
