package main

import (
	"fmt"
	"go/ast"
	"go/token"
	"regexp"
	"sort"
	"strings"

	"serverreaders/gosource"
)

// Media types a response can carry when the server sets none.
const (
	// Sniffed is what Go's http.DetectContentType makes of a JSON body: net/http sets it when the
	// handler writes a non-empty body without a Content-Type header.
	Sniffed = "text/plain; charset=utf-8"
	// FromFile is a body whose type Go decides at run time (http.ServeFile: the file name's
	// extension, else the sniffed content; w.Write of file bytes: the sniffed content).
	FromFile = "*/*"
)

// Stages a response can come from, in the order a request meets them.
const (
	StageMiddleware     = "middleware"
	StageHandler        = "handler"
	StageHandleRequest  = "HandleRequest"
	StageHandlerFunc    = "HandlerFunction"
	StageGo             = "net/http"
	writeErrorResponse  = "WriteErrorResponse"
	writeCustomResponse = "WriteCustomErrorResponse"
	writeValidator      = "WriteValidatorErrorResponse"
)

// ErrorRow is one distinct error response of a route.
type ErrorRow struct {
	Status      int     `json:"status"`
	Message     *string `json:"message"`
	Body        string  `json:"body"`
	ContentType *string `json:"contentType"`
	From        string  `json:"from"`
	Stage       string  `json:"stage"`
	Source      string  `json:"source"`
}

type event struct {
	kind        string // write, success, return, body
	status      int
	message     *string
	body        string
	contentType *string
	from        string
	stage       string
	source      string
}

// scanCtx says where a function body sits in the request's path.
type scanCtx struct {
	from  string
	stage string
	depth int
	// handlerFunction is the HandlerFunction literal of a structs.Handler, if any.
	handlerFunction *ast.FuncLit
	// responseType is the Handler's ResponseType ("" when unset).
	responseType string
}

func strp(s string) *string { return &s }

var writeCallNames = map[string]bool{writeErrorResponse: true, writeCustomResponse: true, writeValidator: true}

// writtenType is the Content-Type a body written at node carries: one set by a
// w.Header().Set("Content-Type", …) before it in the same block, the Handler's ResponseType inside
// HandlerFunction, or what Go sniffs.
func (s *Source) writtenType(scope ast.Node, node ast.Node, ctx scanCtx, sniffed string, pkg string) *string {
	if set := s.contentTypeSetBefore(scope, node, pkg); set != "" {
		return strp(set)
	}
	if ctx.handlerFunction != nil && ctx.responseType != "" && within(ctx.handlerFunction, node) {
		return strp(ctx.responseType)
	}
	if ctx.stage == StageHandlerFunc && ctx.responseType != "" {
		return strp(ctx.responseType)
	}
	return strp(sniffed)
}

func within(outer ast.Node, inner ast.Node) bool {
	return outer.Pos() <= inner.Pos() && inner.End() <= outer.End()
}

// contentTypeSetBefore finds w.Header().Set("Content-Type", X) earlier in a block enclosing node.
func (s *Source) contentTypeSetBefore(scope ast.Node, node ast.Node, pkg string) string {
	found := ""
	ast.Inspect(scope, func(n ast.Node) bool {
		block, ok := n.(*ast.BlockStmt)
		if !ok || !within(block, node) {
			return true
		}
		for _, st := range block.List {
			if st.Pos() >= node.Pos() {
				break
			}
			es, ok := st.(*ast.ExprStmt)
			if !ok {
				continue
			}
			call, ok := es.X.(*ast.CallExpr)
			if !ok || calleeName(call) != "Set" || len(call.Args) != 2 {
				continue
			}
			if name, _ := gosource.StringLit(call.Args[0]); name != "Content-Type" {
				continue
			}
			if v, ok := s.stringValue(call.Args[1], scope, pkg); ok {
				found = v
			}
		}
		return true
	})
	return found
}

// jsonBytes tells whether the expression written is JSON made by json.Marshal or MarshalResponseData.
func (s *Source) jsonBytes(scope ast.Node, e ast.Expr) bool {
	id, ok := e.(*ast.Ident)
	if !ok {
		return false
	}
	isJSON := false
	ast.Inspect(scope, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || len(as.Rhs) != 1 {
			return true
		}
		for _, lhs := range as.Lhs {
			if l, ok := lhs.(*ast.Ident); ok && l.Name == id.Name {
				if call, ok := as.Rhs[0].(*ast.CallExpr); ok {
					switch selector(call.Fun) {
					case "json.Marshal", "utils.MarshalResponseData", "json.MarshalIndent":
						isJSON = true
					}
				}
			}
		}
		return true
	})
	return isJSON
}

// scanBody lists every response a function body can write.
func (s *Source) scanBody(fn *Func, ctx scanCtx) ([]event, []string) {
	body := fn.Decl.Body
	writer := s.paramOfType(fn.Decl.Type, "http.ResponseWriter")
	if writer == "" {
		writer = "w"
	}
	var events []event
	var notes []string
	stageAt := func(n ast.Node) string {
		if ctx.handlerFunction != nil && within(ctx.handlerFunction, n) {
			return StageHandlerFunc
		}
		return ctx.stage
	}
	doesNotReturn := func(call ast.Node, status int, source string) {
		next := neighbour(body, call, 1)
		if _, ok := next.(*ast.ReturnStmt); !ok {
			notes = append(notes, fmt.Sprintf("%s writes %d at %s and does not return there", ctx.from, status, source))
		}
	}
	ast.Inspect(body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		name := calleeName(call)
		source := s.Where(call)
		stage := stageAt(call)
		sub := ctx
		sub.stage = stage
		switch {
		case writeCallNames[name]:
			if len(call.Args) != 3 {
				panic(fail("%s: %s with %d arguments", source, name, len(call.Args)))
			}
			status, ok := httpStatus(call.Args[2])
			if !ok {
				panic(fail("%s: cannot read the status %s of %s", source, s.Text(call.Args[2]), name))
			}
			ev := event{kind: "write", status: status, from: ctx.from, stage: stage, source: source,
				contentType: s.writtenType(body, call, sub, Sniffed, fn.Pkg)}
			switch name {
			case writeCustomResponse:
				ev.body = "errorMsg"
				if msg, ok := s.stringValue(call.Args[1], body, fn.Pkg); ok {
					ev.message = strp(msg)
				}
			case writeErrorResponse:
				ev.body = "errorMsg"
			default:
				ev.body = "fields"
			}
			events = append(events, ev)
			doesNotReturn(call, status, source)
		case name == "WriteHeader" && len(call.Args) == 1 && selector(call.Fun) == writer+".WriteHeader":
			status, ok := httpStatus(call.Args[0])
			if !ok {
				panic(fail("%s: cannot read the status %s of WriteHeader", source, s.Text(call.Args[0])))
			}
			if status < 400 {
				events = append(events, event{kind: "success", status: status, source: source, stage: stage})
			} else {
				events = append(events, event{kind: "write", status: status, body: "none", from: ctx.from,
					stage: stage, source: source})
				doesNotReturn(call, status, source)
			}
		case name == "Write" && len(call.Args) == 1 && selector(call.Fun) == writer+".Write":
			sniffed := FromFile
			if s.jsonBytes(body, call.Args[0]) {
				sniffed = Sniffed
			}
			events = append(events, event{kind: "body", source: source, stage: stage,
				contentType: s.writtenType(body, call, sub, sniffed, fn.Pkg)})
		case selector(call.Fun) == "http.ServeFile":
			for _, sf := range serveFile {
				if sf.success {
					events = append(events, event{kind: "success", status: sf.status, source: source, stage: StageGo})
					continue
				}
				ev := event{kind: "write", status: sf.status, body: sf.body, from: "http.ServeFile (Go net/http)",
					stage: StageGo, source: source, message: sf.message}
				if sf.body != "none" {
					ev.contentType = strp(Sniffed)
				}
				events = append(events, ev)
			}
			events = append(events, event{kind: "body", source: source, stage: StageGo, contentType: strp(FromFile)})
			notes = append(notes, fmt.Sprintf("http.ServeFile at %s answers conditional and Range requests (206, 304, 412, 416) and file errors as text/plain (403, 404, 500)", source))
		default:
			// A helper of the same package that gets the response writer: follow one level.
			id, isIdent := call.Fun.(*ast.Ident)
			if !isIdent || ctx.depth >= 1 || id.Name == "HandleRequest" {
				return true
			}
			helper := s.Funcs[fn.Pkg+"."+id.Name]
			if helper == nil || helper == fn {
				return true
			}
			passes := false
			for _, a := range call.Args {
				if s.Text(a) == writer {
					passes = true
				}
			}
			if !passes {
				return true
			}
			subEvents, subNotes := s.scanBody(helper, scanCtx{from: ctx.from + " via " + helper.Name, stage: stage,
				depth: ctx.depth + 1, responseType: ctx.responseType})
			for _, e := range subEvents {
				if e.kind != "return" {
					events = append(events, e)
				}
			}
			notes = append(notes, subNotes...)
		}
		return true
	})

	if ctx.handlerFunction != nil {
		hf := ctx.handlerFunction
		ast.Inspect(hf.Body, func(n ast.Node) bool {
			if lit, ok := n.(*ast.FuncLit); ok && lit != hf {
				return false
			}
			ret, ok := n.(*ast.ReturnStmt)
			if !ok || len(ret.Results) != 2 {
				return true
			}
			codeExpr, errExpr := ret.Results[0], s.Text(ret.Results[1])
			source := s.Where(ret)
			wrote := false
			if prev, ok := neighbour(hf.Body, ret, -1).(*ast.ExprStmt); ok {
				if c, ok := prev.X.(*ast.CallExpr); ok && (writeCallNames[calleeName(c)] || calleeName(c) == "WriteHeader") {
					wrote = true
				}
			}
			type located struct {
				status int
				source string
			}
			var statuses []located
			status, isStatus := httpStatus(codeExpr)
			if isStatus {
				if status != 0 {
					statuses = append(statuses, located{status, source})
				}
			} else if id, ok := codeExpr.(*ast.Ident); ok {
				helper, codes := s.returnedCodes(fn, hf, id.Name, ret)
				for _, c := range codes {
					statuses = append(statuses, located{c.status, c.source})
				}
				if helper != nil && containsCall(helper.Decl.Body, "ValidateGroupRole") {
					notes = append(notes, fmt.Sprintf("%s (%s:%d) checks a group role and returns 403 when it fails",
						helper.Name, helper.File.Rel, s.Line(helper.Decl)))
				}
			} else {
				panic(fail("%s: cannot read the status %s of a HandlerFunction return", source, s.Text(codeExpr)))
			}
			if errExpr == "nil" {
				if !wrote {
					for _, st := range statuses {
						notes = append(notes, fmt.Sprintf("returns (%d, nil) at %s: HandleRequest writes nothing for a nil error, so the client gets 200 with an empty body", st.status, source))
					}
				}
				return true
			}
			if isStatus && status == 0 {
				notes = append(notes, fmt.Sprintf("returns (0, %s) at %s: WriteHeader(0) panics", errExpr, source))
				return true
			}
			if wrote {
				notes = append(notes, fmt.Sprintf("returns an error at %s right after writing a response: HandleRequest writes a second error body after the first (superfluous WriteHeader)", source))
			}
			for _, st := range statuses {
				events = append(events, event{kind: "return", status: st.status, source: st.source})
			}
			return true
		})
	}
	return events, notes
}

type codeAt struct {
	status int
	source string
}

// returnedCodes: `code` in `return code, err`, when assigned from a same-package helper
// (`code, err := helper(...)`): the codes the helper returns.
func (s *Source) returnedCodes(fn *Func, hf *ast.FuncLit, ident string, at ast.Node) (*Func, []codeAt) {
	var helperName string
	ast.Inspect(hf.Body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || as.Pos() >= at.Pos() || len(as.Lhs) != 2 || len(as.Rhs) != 1 {
			return true
		}
		if l, ok := as.Lhs[0].(*ast.Ident); ok && l.Name == ident {
			if call, ok := as.Rhs[0].(*ast.CallExpr); ok {
				if id, ok := call.Fun.(*ast.Ident); ok {
					helperName = id.Name
				}
			}
		}
		return true
	})
	helper := s.Funcs[fn.Pkg+"."+helperName]
	if helper == nil {
		panic(fail("%s: cannot resolve the returned status %s", s.Where(at), ident))
	}
	var out []codeAt
	ast.Inspect(helper.Decl.Body, func(n ast.Node) bool {
		if _, ok := n.(*ast.FuncLit); ok {
			return false
		}
		ret, ok := n.(*ast.ReturnStmt)
		if !ok || len(ret.Results) != 2 {
			return true
		}
		status, ok := httpStatus(ret.Results[0])
		if !ok {
			panic(fail("%s: cannot read the status %s of %s", s.Where(ret), s.Text(ret.Results[0]), helper.Name))
		}
		if status != 0 {
			out = append(out, codeAt{status, s.Where(ret)})
		}
		return true
	})
	return helper, out
}

func containsCall(root ast.Node, name string) bool {
	found := false
	ast.Inspect(root, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok && calleeName(call) == name {
			found = true
		}
		return !found
	})
	return found
}

type serveFileResponse struct {
	status  int
	success bool
	message *string
	body    string
}

// serveFile is what net/http's ServeFile can answer for a regular file (Go's standard library, not
// the server): open/stat errors through toHTTPError, conditional requests, byte ranges.
var serveFile = []serveFileResponse{
	{status: 200, success: true},
	{status: 206, success: true},
	{status: 304, success: true},
	{status: 403, message: strp("403 Forbidden"), body: "text"},
	{status: 404, message: strp("404 page not found"), body: "text"},
	{status: 412, body: "none"},
	{status: 416, body: "text"},
	{status: 500, message: strp("500 Internal Server Error"), body: "text"},
}

// Check is one error answer of HandleRequest (internal/handlers/generic_handler.go).
type Check struct {
	kind     string // check, derive, returnedError
	requires []string
	empty    []string
	field    string
	// maybeEmpty: a derived field that can stay empty (appended to in a loop).
	maybeEmpty bool
	hasRole    bool
	status     int
	message    *string
	from       string
	source     string
	// typed: the check comes after HandleRequest sets Content-Type from ResponseType.
	typed bool
}

var lenCheck = regexp.MustCompile(`len\(handler\.(\w+)\) (>|==) 0`)

// HandleRequestChecks reads the top-level if statements of HandleRequest.
func (s *Source) HandleRequestChecks() []Check {
	fn := s.Funcs["handlers.HandleRequest"]
	if fn == nil {
		panic(fail("func HandleRequest not found in internal/handlers"))
	}
	var checks []Check
	seen := map[string]bool{}
	typed := false
	for _, st := range fn.Decl.Body.List {
		ifs, ok := st.(*ast.IfStmt)
		if !ok {
			continue
		}
		cond := s.Text(ifs.Cond)
		var requires, empty []string
		for _, m := range lenCheck.FindAllStringSubmatch(cond, -1) {
			if m[2] == ">" {
				requires = append(requires, m[1])
			} else {
				empty = append(empty, m[1])
			}
		}
		type wc struct {
			call *ast.CallExpr
		}
		var calls []wc
		setsType := false
		ast.Inspect(ifs.Body, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.CallExpr:
				if writeCallNames[calleeName(x)] {
					calls = append(calls, wc{x})
				}
				if calleeName(x) == "Set" && len(x.Args) == 2 && s.Text(x.Args[1]) == "handler.ResponseType" {
					setsType = true
				}
			case *ast.AssignStmt:
				// handler.GroupId = utils.UintToString(receipt.GroupId): the group looked up from a
				// receipt (never empty once the lookup succeeds); handler.GroupIds =
				// append(handler.GroupIds, …) in a loop over the receipts found (empty when none is).
				if len(x.Lhs) == 1 && len(x.Rhs) == 1 {
					l, isField := x.Lhs[0].(*ast.SelectorExpr)
					call, isCall := x.Rhs[0].(*ast.CallExpr)
					if isField && isCall && selector(l.X) == "handler" {
						switch {
						case selector(call.Fun) == "utils.UintToString":
							checks = append(checks, Check{kind: "derive", requires: requires, field: l.Sel.Name})
						case selector(call.Fun) == "append" && len(call.Args) > 0 && s.Text(call.Args[0]) == "handler."+l.Sel.Name:
							checks = append(checks, Check{kind: "derive", requires: requires, field: l.Sel.Name, maybeEmpty: true})
						}
					}
				}
			}
			return true
		})
		if setsType {
			typed = true
		}
		if len(calls) == 0 {
			continue
		}
		terms := strings.Split(cond, "&&")
		for i := range terms {
			terms[i] = strings.TrimSpace(terms[i])
		}
		sort.Strings(terms)
		key := strings.Join(terms, " && ")
		if seen[key] {
			continue
		}
		seen[key] = true
		for _, c := range calls {
			if s.Text(c.call.Args[1]) == "handler.ErrorMessage" {
				checks = append(checks, Check{kind: "returnedError", source: s.Where(c.call), typed: typed})
				continue
			}
			status, ok := httpStatus(c.call.Args[2])
			if !ok {
				panic(fail("%s: cannot read the status %s", s.Where(c.call), s.Text(c.call.Args[2])))
			}
			from := "HandleRequest"
			switch {
			case contains(requires, "UserRole"):
				from = "HandleRequest user role"
			case contains(requires, "GroupRole"):
				from = "HandleRequest group role"
			case len(requires) > 0:
				from = "HandleRequest " + requires[0]
			}
			var msg *string
			if v, ok := s.stringValue(c.call.Args[1], fn.Decl.Body, fn.Pkg); ok {
				msg = strp(v)
			}
			checks = append(checks, Check{kind: "check", requires: requires, empty: empty,
				hasRole: strings.Contains(s.Text(ifs.Body), "models.HasRole(handler.UserRole"),
				status:  status, message: msg, from: from, source: s.Where(c.call), typed: typed})
		}
	}
	found := false
	for _, c := range checks {
		found = found || c.kind == "returnedError"
	}
	if !found {
		panic(fail("%s: HandleRequest never writes handler.ErrorMessage", fn.File.Rel))
	}
	return checks
}

// UserRoleRanks reads BuildUserRoleMap: HasRole(required, actual) is rank[required] <= rank[actual].
func (s *Source) UserRoleRanks() map[string]int {
	fn := s.Funcs["models.BuildUserRoleMap"]
	if fn == nil {
		return nil
	}
	ranks := map[string]int{}
	ast.Inspect(fn.Decl.Body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
			return true
		}
		idx, ok := as.Lhs[0].(*ast.IndexExpr)
		lit, ok2 := as.Rhs[0].(*ast.BasicLit)
		if ok && ok2 && lit.Kind == token.INT {
			var v int
			fmt.Sscan(lit.Value, &v)
			ranks[s.Text(idx.Index)] = v
		}
		return true
	})
	return ranks
}

func contains(list []string, x string) bool {
	for _, v := range list {
		if v == x {
			return true
		}
	}
	return false
}
