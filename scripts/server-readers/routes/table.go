package main

import (
	"fmt"
	"go/ast"
	"regexp"
	"sort"
	"strings"
)

// Row is one route of the table.
type Row struct {
	Method      string     `json:"method"`
	Path        string     `json:"path"`
	OperationID *string    `json:"operationId"`
	Handler     string     `json:"handler"`
	Source      string     `json:"source"`
	Router      string     `json:"router"`
	Middleware  []string   `json:"middleware"`
	Auth        string     `json:"auth"`
	UserRole    *string    `json:"userRole"`
	GroupRole   *string    `json:"groupRole"`
	OrUserRole  *string    `json:"orUserRole"`
	GroupScope  *string    `json:"groupScope"`
	Statuses    []int      `json:"statuses"`
	Success     Success    `json:"success"`
	Body        *Body      `json:"body"`
	Query       []Param    `json:"query"`
	Errors      []ErrorRow `json:"errors"`
	Notes       []string   `json:"notes"`
}

// Success is what a successful call answers: its statuses and the media types of its body
// (empty when the handler writes no body).
type Success struct {
	Statuses     []int    `json:"statuses"`
	ContentTypes []string `json:"contentTypes"`
}

// Table is the whole extraction.
type Table struct {
	Routes    []*Row
	RootNotes []string
	Warnings  []string
}

var authMiddleware = map[string]bool{"UnifiedAuthMiddleware": true}

var roleRe = regexp.MustCompile(`\bmodels\.([A-Z]+)\b`)

func roleOf(e ast.Expr) *string {
	sel := selector(e)
	if m := regexp.MustCompile(`^models\.([A-Z]+)$`).FindStringSubmatch(sel); m != nil {
		return strp(m[1])
	}
	return nil
}

// isSet: a Handler field given a value other than "" or nil.
func isSet(fields map[string]ast.Expr, key string) bool {
	e, ok := fields[key]
	if !ok {
		return false
	}
	if lit, ok := e.(*ast.BasicLit); ok && lit.Value == `""` {
		return false
	}
	if id, ok := e.(*ast.Ident); ok && id.Name == "nil" {
		return false
	}
	return true
}

// handlerLiteral finds the structs.Handler composite literal in a handler function.
func handlerLiteral(fn *Func) *ast.CompositeLit {
	var lit *ast.CompositeLit
	ast.Inspect(fn.Decl.Body, func(n ast.Node) bool {
		if c, ok := n.(*ast.CompositeLit); ok && selector(c.Type) == "structs.Handler" && lit == nil {
			lit = c
			return false
		}
		return lit == nil
	})
	return lit
}

// fieldSource is the expression behind a Handler field, through one local assignment.
func (s *Source) fieldSource(fn *Func, e ast.Expr) string {
	id, ok := e.(*ast.Ident)
	if !ok {
		return s.Text(e)
	}
	out := ""
	ast.Inspect(fn.Decl.Body, func(n ast.Node) bool {
		if out != "" {
			return false
		}
		if as, ok := n.(*ast.AssignStmt); ok {
			for i, l := range as.Lhs {
				if li, ok := l.(*ast.Ident); ok && li.Name == id.Name {
					if len(as.Rhs) == len(as.Lhs) {
						out = s.Text(as.Rhs[i])
					} else if len(as.Rhs) == 1 {
						out = s.Text(as.Rhs[0])
					}
				}
			}
		}
		return true
	})
	if out == "" {
		return id.Name
	}
	return out
}

func addError(errors []ErrorRow, e event) []ErrorRow {
	key := func(status int, msg *string, from, body string) string {
		m := "<nil>"
		if msg != nil {
			m = *msg
		}
		return fmt.Sprintf("%d|%s|%s|%s", status, m, from, body)
	}
	k := key(e.status, e.message, e.from, e.body)
	for _, x := range errors {
		if key(x.Status, x.Message, x.From, x.Body) == k {
			return errors
		}
	}
	return append(errors, ErrorRow{Status: e.status, Message: e.message, Body: e.body, ContentType: e.contentType,
		From: e.from, Stage: e.stage, Source: e.source})
}

// Extract builds the route table.
func (s *Source) Extract() (t *Table, err error) {
	defer func() {
		if r := recover(); r != nil {
			if e, ok := r.(ExtractError); ok {
				err = e
				return
			}
			panic(r)
		}
	}()
	checks := s.HandleRequestChecks()
	ranks := s.UserRoleRanks()
	mounts, rootNotes := s.RootRouter()
	t = &Table{RootNotes: rootNotes}
	seen := map[string]bool{}
	for _, m := range mounts {
		if m.Prefix != "/api" && !strings.HasPrefix(m.Prefix, "/api/") {
			t.Warnings = append(t.Warnings, fmt.Sprintf("%s: mount %s is outside /api, skipped", m.Source, m.Prefix))
			continue
		}
		prefix := strings.TrimPrefix(m.Prefix, "/api")
		for _, route := range m.Router.Routes {
			chain := append(append([]Middleware(nil), m.Router.Middleware...), route.With...)
			row := s.buildRow(prefix, route, chain, checks, ranks, t)
			key := row.Method + " " + row.Path
			if seen[key] {
				panic(fail("route %s registered twice", key))
			}
			seen[key] = true
			t.Routes = append(t.Routes, row)
		}
	}
	return t, nil
}

func (s *Source) buildRow(prefix string, route Route, chain []Middleware, checks []Check, ranks map[string]int, t *Table) *Row {
	fn := s.Funcs["handlers."+route.Handler]
	if fn == nil {
		panic(fail("%s: handler %s not found in internal/handlers", route.Router, route.Handler))
	}
	row := &Row{Method: route.Method, Path: prefix + route.Pattern, Handler: route.Handler,
		Source: fmt.Sprintf("%s:%d", fn.File.Rel, s.Line(fn.Decl)), Router: route.Router,
		Middleware: []string{}, Auth: "public", Errors: []ErrorRow{}, Query: []Param{}}
	var notes []string
	var successes []int
	var bodies []*string

	for _, mw := range chain {
		row.Middleware = append(row.Middleware, mw.Expr)
		for _, a := range mw.Args {
			if r := roleRe.FindStringSubmatch(s.Text(a)); r != nil {
				switch r[1] {
				case "OWNER", "EDITOR", "VIEWER":
					row.GroupRole = strp(r[1])
				case "ADMIN", "USER":
					row.UserRole = strp(r[1])
				}
			}
		}
		if authMiddleware[mw.Name] {
			row.Auth = "authenticated"
		}
		impl := s.Funcs["middleware."+mw.Name]
		if mw.Pkg != "middleware" || impl == nil {
			notes = append(notes, fmt.Sprintf("middleware %s (%s) not analysed", mw.Expr, mw.Source))
			t.Warnings = append(t.Warnings, fmt.Sprintf("%s: middleware %s not analysed", route.Router, mw.Expr))
			continue
		}
		events, n := s.scanBody(impl, scanCtx{from: mw.Name, stage: StageMiddleware})
		for _, e := range events {
			if e.kind == "write" {
				row.Errors = addError(row.Errors, e)
			}
		}
		notes = append(notes, n...)
	}

	lit := handlerLiteral(fn)
	if lit != nil {
		fields := map[string]ast.Expr{}
		for _, el := range lit.Elts {
			kv, ok := el.(*ast.KeyValueExpr)
			if !ok {
				panic(fail("%s: cannot read a structs.Handler field", s.Where(el)))
			}
			fields[s.Text(kv.Key)] = kv.Value
		}
		at := s.Where(lit)
		readRole := func(key string) *string {
			e, ok := fields[key]
			if !ok {
				return nil
			}
			r := roleOf(e)
			if r == nil {
				panic(fail("%s: cannot read %s %s", at, key, s.Text(e)))
			}
			return r
		}
		if _, ok := fields["UserRole"]; ok {
			row.UserRole = readRole("UserRole")
		}
		if _, ok := fields["GroupRole"]; ok {
			row.GroupRole = readRole("GroupRole")
		}
		row.OrUserRole = readRole("OrUserRole")
		for _, k := range []string{"GroupId", "GroupIds", "ReceiptId", "ReceiptIds"} {
			if isSet(fields, k) {
				row.GroupScope = strp(k + ": " + s.fieldSource(fn, fields[k]))
				break
			}
		}
		hf, ok := fields["HandlerFunction"].(*ast.FuncLit)
		if !ok {
			panic(fail("%s: HandlerFunction is not a function literal", at))
		}
		responseType := ""
		if e, ok := fields["ResponseType"]; ok {
			v, ok := s.stringValue(e, fn.Decl.Body, fn.Pkg)
			if !ok {
				panic(fail("%s: cannot read ResponseType %s", at, s.Text(e)))
			}
			responseType = v
		}
		nonEmpty := map[string]bool{}
		for k, e := range fields {
			if isSet(fields, k) && strings.HasPrefix(s.fieldSource(fn, e), "utils.UintToString(") {
				nonEmpty[k] = true
			}
		}
		// Fields HandleRequest fills itself: the group of the receipt(s) named by ReceiptId(s).
		derived := map[string]bool{}
		for _, d := range checks {
			if d.kind == "derive" && allSet(fields, d.requires) {
				derived[d.field] = true
				if !d.maybeEmpty {
					nonEmpty[d.field] = true
				}
			}
		}
		var errorMessage *string
		if e, ok := fields["ErrorMessage"]; ok {
			if v, ok := s.stringValue(e, fn.Decl.Body, fn.Pkg); ok {
				errorMessage = strp(v)
			}
		} else {
			errorMessage = strp("")
		}
		typeOf := func(typed bool) *string {
			if typed && responseType != "" {
				return strp(responseType)
			}
			return strp(Sniffed)
		}
		minRank := 0
		for _, v := range ranks {
			if v < minRank {
				minRank = v
			}
		}
		var returned *Check
		for i, c := range checks {
			if c.kind == "returnedError" {
				returned = &checks[i]
			}
			if c.kind != "check" || !allSetOrDerived(fields, derived, c.requires) {
				continue
			}
			skip := false
			for _, k := range c.empty {
				if nonEmpty[k] {
					skip = true
				}
			}
			if c.hasRole && ranks != nil && row.UserRole != nil && ranks[*row.UserRole] <= minRank {
				skip = true
			}
			if c.hasRole && ranks != nil && row.UserRole == nil {
				skip = true
			}
			if skip {
				continue
			}
			row.Errors = addError(row.Errors, event{status: c.status, message: c.message, body: "errorMsg",
				from: c.from, stage: StageHandleRequest, source: c.source, contentType: typeOf(c.typed)})
		}
		ctx := scanCtx{from: route.Handler, stage: StageHandler, handlerFunction: hf, responseType: responseType}
		events, n := s.scanBody(fn, ctx)
		hasReturn := false
		for _, e := range events {
			switch e.kind {
			case "write":
				row.Errors = addError(row.Errors, e)
			case "success":
				successes = append(successes, e.status)
			case "body":
				bodies = append(bodies, e.contentType)
			case "return":
				hasReturn = true
				row.Errors = addError(row.Errors, event{status: e.status, message: errorMessage, body: "errorMsg",
					from: "HandleRequest ErrorMessage", stage: StageHandlerFunc, source: e.source,
					contentType: typeOf(returned == nil || returned.typed)})
			}
		}
		notes = append(notes, n...)
		if returned != nil && hasReturn && errorMessage == nil {
			notes = append(notes, fmt.Sprintf("ErrorMessage %s is not a literal", s.Text(fields["ErrorMessage"])))
		}
	} else {
		events, n := s.scanBody(fn, scanCtx{from: route.Handler, stage: StageHandler})
		for _, e := range events {
			switch e.kind {
			case "write":
				row.Errors = addError(row.Errors, e)
			case "success":
				successes = append(successes, e.status)
			case "body":
				bodies = append(bodies, e.contentType)
			}
		}
		notes = append(notes, n...)
		notes = append(notes, "handler does not use HandleRequest")
	}

	ast.Inspect(fn.Decl.Body, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok && calleeName(call) == "ValidateGroupRole" {
			notes = append(notes, fmt.Sprintf("checks a group role inside the handler at %s", s.Where(call)))
		}
		if b, ok := n.(*ast.BinaryExpr); ok && (b.Op.String() == "==" || b.Op.String() == "!=") {
			if sel, ok := b.X.(*ast.SelectorExpr); ok && sel.Sel.Name == "UserRole" {
				rhs := s.Text(b.Y)
				if strings.HasPrefix(rhs, "\"") || strings.HasPrefix(rhs, "models.") {
					notes = append(notes, fmt.Sprintf("compares the caller's user role with %s at %s (changes what the handler does, not who may call it)", rhs, s.Where(b)))
				}
			}
		}
		return true
	})

	if len(successes) == 0 {
		successes = append(successes, 200)
		notes = append(notes, "writes no status on success: Go sends 200")
	}
	sort.SliceStable(row.Errors, func(i, j int) bool { return row.Errors[i].Status < row.Errors[j].Status })
	set := map[int]bool{}
	for _, v := range successes {
		set[v] = true
	}
	for _, v := range set {
		_ = v
	}
	row.Success.Statuses = sortedInts(set)
	types := map[string]bool{}
	for _, b := range bodies {
		if b != nil {
			types[*b] = true
		}
	}
	row.Success.ContentTypes = sortedKeys(types)
	for _, e := range row.Errors {
		set[e.Status] = true
	}
	row.Statuses = sortedInts(set)
	row.Notes = unique(notes)
	s.readRequest(row, fn, chain, lit)
	return row
}

func allSet(fields map[string]ast.Expr, keys []string) bool {
	for _, k := range keys {
		if !isSet(fields, k) {
			return false
		}
	}
	return true
}

// allSetOrDerived: every key is set in the Handler literal or filled by HandleRequest before the check.
func allSetOrDerived(fields map[string]ast.Expr, derived map[string]bool, keys []string) bool {
	for _, k := range keys {
		if !isSet(fields, k) && !derived[k] {
			return false
		}
	}
	return true
}

func sortedInts(set map[int]bool) []int {
	out := make([]int, 0, len(set))
	for k := range set {
		out = append(out, k)
	}
	sort.Ints(out)
	return out
}

func unique(list []string) []string {
	seen := map[string]bool{}
	out := []string{}
	for _, v := range list {
		if !seen[v] {
			seen[v] = true
			out = append(out, v)
		}
	}
	return out
}
