package main

import (
	"fmt"
	"go/ast"
	"go/token"
	"reflect"
	"sort"
	"strconv"
	"strings"

	"serverreaders/gosource"
)

// Body is the request body an operation decodes.
type Body struct {
	// MediaType: application/json (json.Unmarshal of the whole body) or multipart/form-data.
	MediaType string `json:"mediaType"`
	// Command is the Go type decoded ("commands.UpsertTagCommand"), DecodedBy what decodes it.
	Command   string `json:"command"`
	DecodedBy string `json:"decodedBy"`
	// Only: the condition under which the body is read at all (Go source), "" when always.
	Only   string  `json:"only"`
	Fields []Field `json:"fields"`
	// Required: the fields whose absence (Go's zero value) fails validation, whatever else is sent.
	Required []string `json:"required"`
	// Rules: every validation message, with the conditions under which it is given.
	Rules []Rule `json:"rules"`
}

// Field is one JSON property (or form field) of the body.
type Field struct {
	Name string `json:"name"`
	Type string `json:"type"`
}

// Rule is one validation answer: the key of the field map, the message and when it is given.
type Rule struct {
	Field   string   `json:"field"`
	Message *string  `json:"message"`
	When    []string `json:"when"`
	By      string   `json:"by"`
	Source  string   `json:"source"`
}

// Param is a query (or form) parameter a handler reads.
type Param struct {
	Name     string `json:"name"`
	Required bool   `json:"required"`
	// Why it is required, or how it is read when it is not.
	Reason string `json:"reason"`
	Source string `json:"source"`
}

// structFields lists the JSON properties of a struct type as encoding/json sees them: exported
// fields, the tag's name (or the field name), embedded structs flattened.
func (s *Source) structFields(t *TypeDecl) []Field {
	var out []Field
	for _, f := range t.Struct.Fields.List {
		tag := ""
		if f.Tag != nil {
			raw, _ := strconv.Unquote(f.Tag.Value)
			tag = reflect.StructTag(raw).Get("json")
		}
		name := strings.Split(tag, ",")[0]
		if len(f.Names) == 0 {
			if emb := s.typeNamed(t.Pkg, s.Text(f.Type)); emb != nil && name == "" {
				out = append(out, s.structFields(emb)...)
				continue
			}
			// An embedded struct with a JSON name is an object property like any other field.
			if name != "" && name != "-" {
				out = append(out, Field{Name: name, Type: s.Text(f.Type)})
			}
			continue
		}
		for _, n := range f.Names {
			if !ast.IsExported(n.Name) || name == "-" {
				continue
			}
			jsonName := name
			if jsonName == "" {
				jsonName = n.Name
			}
			out = append(out, Field{Name: jsonName, Type: s.Text(f.Type)})
		}
	}
	return out
}

// goFields maps Go field names to JSON names and types (embedded structs flattened).
func (s *Source) goFields(t *TypeDecl) map[string]Field {
	out := map[string]Field{}
	for _, f := range t.Struct.Fields.List {
		tag := ""
		if f.Tag != nil {
			raw, _ := strconv.Unquote(f.Tag.Value)
			tag = reflect.StructTag(raw).Get("json")
		}
		name := strings.Split(tag, ",")[0]
		if len(f.Names) == 0 {
			emb := s.typeNamed(t.Pkg, s.Text(f.Type))
			if emb != nil && name == "" {
				for k, v := range s.goFields(emb) {
					out[k] = v
				}
				continue
			}
			if emb != nil {
				out[emb.Name] = Field{Name: name, Type: s.Text(f.Type)}
			}
			continue
		}
		for _, n := range f.Names {
			jsonName := name
			if jsonName == "" {
				jsonName = n.Name
			}
			out[n.Name] = Field{Name: jsonName, Type: s.Text(f.Type)}
		}
	}
	return out
}

// typeNamed resolves "T" (in pkg) or "pkg.T" to a struct type.
func (s *Source) typeNamed(pkg, name string) *TypeDecl {
	name = strings.TrimPrefix(name, "*")
	if strings.Contains(name, ".") {
		return s.Types[name]
	}
	return s.Types[pkg+"."+name]
}

// ---------------------------------------------------------------------------------------------
// Three-valued evaluation of a validation condition with one field at its zero value.

type tri int

const (
	unknown tri = iota
	yes
	no
)

type value struct {
	known bool
	v     interface{} // int64, string, bool, nil (nilValue)
}

type nilValue struct{}

type evalEnv struct {
	s      *Source
	fields map[string]Field // Go field name -> JSON name and type
	zero   string           // the Go field taken to be absent ("" for none)
	bools  map[string]bool  // bool parameters with a known argument
	scope  *Func            // the function the conditions come from
	// vars: when set, only x.F with x among these variables names a field of the body.
	vars map[string]bool
}

// fixedLength: a local assigned from a function of the source that returns a slice literal
// (`queueNames := models.GetQueueNames()`), and that literal's length.
func (s *Source) fixedLength(fn *Func, name string) (int, bool) {
	callee := ""
	ast.Inspect(fn.Decl.Body, func(n ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok && len(as.Lhs) == 1 && len(as.Rhs) == 1 {
			if id, ok := as.Lhs[0].(*ast.Ident); ok && id.Name == name {
				if call, ok := as.Rhs[0].(*ast.CallExpr); ok && len(call.Args) == 0 {
					callee = selector(call.Fun)
					if !strings.Contains(callee, ".") {
						callee = fn.Pkg + "." + callee
					}
				}
			}
		}
		return true
	})
	target := s.Funcs[callee]
	if target == nil || len(target.Decl.Body.List) != 1 {
		return 0, false
	}
	ret, ok := target.Decl.Body.List[0].(*ast.ReturnStmt)
	if !ok || len(ret.Results) != 1 {
		return 0, false
	}
	lit, ok := ret.Results[0].(*ast.CompositeLit)
	if !ok {
		return 0, false
	}
	if _, isSlice := lit.Type.(*ast.ArrayType); !isSlice {
		return 0, false
	}
	return len(lit.Elts), true
}

func (e *evalEnv) zeroOf(typ string) (interface{}, bool) {
	if basic, ok := e.s.Basic[typ]; ok {
		typ = basic
	}
	switch {
	case strings.HasPrefix(typ, "*"), strings.HasPrefix(typ, "[]"), strings.HasPrefix(typ, "map["),
		typ == "interface{}", typ == "any":
		return nilValue{}, true
	case typ == "string":
		return "", true
	case typ == "bool":
		return false, true
	case strings.HasPrefix(typ, "int"), strings.HasPrefix(typ, "uint"), strings.HasPrefix(typ, "float"):
		return int64(0), true
	}
	return nil, false
}

// fieldOf: the Go field a selector `x.F` names, if F is a field of the struct under test.
func (e *evalEnv) fieldOf(x ast.Expr) (string, bool) {
	sel, ok := x.(*ast.SelectorExpr)
	if !ok {
		return "", false
	}
	id, onVar := sel.X.(*ast.Ident)
	if !onVar || (e.vars != nil && !e.vars[id.Name]) {
		return "", false
	}
	_, ok = e.fields[sel.Sel.Name]
	return sel.Sel.Name, ok
}

func (e *evalEnv) val(x ast.Expr) value {
	switch t := x.(type) {
	case *ast.ParenExpr:
		return e.val(t.X)
	case *ast.BasicLit:
		switch t.Kind {
		case token.INT:
			n, _ := strconv.ParseInt(t.Value, 0, 64)
			return value{true, n}
		case token.STRING:
			v, _ := strconv.Unquote(t.Value)
			return value{true, v}
		}
	case *ast.Ident:
		switch t.Name {
		case "nil":
			return value{true, nilValue{}}
		case "true":
			return value{true, true}
		case "false":
			return value{true, false}
		}
		if b, ok := e.bools[t.Name]; ok {
			return value{true, b}
		}
	case *ast.UnaryExpr:
		if t.Op == token.SUB {
			if v := e.val(t.X); v.known {
				if n, ok := v.v.(int64); ok {
					return value{true, -n}
				}
			}
		}
		if t.Op == token.NOT {
			switch e.cond(t.X) {
			case yes:
				return value{true, false}
			case no:
				return value{true, true}
			}
		}
	case *ast.SelectorExpr:
		if name, ok := e.fieldOf(t); ok && name == e.zero {
			if z, ok := e.zeroOf(e.fields[name].Type); ok {
				return value{true, z}
			}
		}
	case *ast.CallExpr:
		if id, ok := t.Fun.(*ast.Ident); ok && id.Name == "len" && len(t.Args) == 1 {
			if name, ok := e.fieldOf(t.Args[0]); ok && name == e.zero {
				return value{true, int64(0)}
			}
			if arg, ok := t.Args[0].(*ast.Ident); ok && e.scope != nil {
				if n, ok := e.s.fixedLength(e.scope, arg.Name); ok {
					return value{true, int64(n)}
				}
			}
		}
		// x.F.IsZero() on the absent field.
		if sel, ok := t.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "IsZero" && len(t.Args) == 0 {
			if name, ok := e.fieldOf(sel.X); ok && name == e.zero {
				return value{true, true}
			}
		}
	}
	if x.End() > 0 {
		if b, ok := x.(*ast.BinaryExpr); ok {
			switch e.cond(b) {
			case yes:
				return value{true, true}
			case no:
				return value{true, false}
			}
		}
	}
	return value{}
}

func (e *evalEnv) cond(x ast.Expr) tri {
	if p, ok := x.(*ast.ParenExpr); ok {
		return e.cond(p.X)
	}
	if b, ok := x.(*ast.BinaryExpr); ok {
		switch b.Op {
		case token.LAND:
			l, r := e.cond(b.X), e.cond(b.Y)
			if l == no || r == no {
				return no
			}
			if l == yes && r == yes {
				return yes
			}
			return unknown
		case token.LOR:
			l, r := e.cond(b.X), e.cond(b.Y)
			if l == yes || r == yes {
				return yes
			}
			if l == no && r == no {
				return no
			}
			return unknown
		case token.EQL, token.NEQ, token.LSS, token.LEQ, token.GTR, token.GEQ:
			l, r := e.val(b.X), e.val(b.Y)
			if !l.known || !r.known {
				return unknown
			}
			res, ok := compare(b.Op, l.v, r.v)
			if !ok {
				return unknown
			}
			if res {
				return yes
			}
			return no
		}
	}
	v := e.val(x)
	if v.known {
		if bv, ok := v.v.(bool); ok {
			if bv {
				return yes
			}
			return no
		}
	}
	return unknown
}

func compare(op token.Token, a, b interface{}) (bool, bool) {
	_, an := a.(nilValue)
	_, bn := b.(nilValue)
	if an || bn {
		switch op {
		case token.EQL:
			return an && bn, true
		case token.NEQ:
			return an != bn, true
		}
		return false, false
	}
	switch x := a.(type) {
	case int64:
		y, ok := b.(int64)
		if !ok {
			return false, false
		}
		switch op {
		case token.EQL:
			return x == y, true
		case token.NEQ:
			return x != y, true
		case token.LSS:
			return x < y, true
		case token.LEQ:
			return x <= y, true
		case token.GTR:
			return x > y, true
		case token.GEQ:
			return x >= y, true
		}
	case string:
		y, ok := b.(string)
		if !ok {
			return false, false
		}
		switch op {
		case token.EQL:
			return x == y, true
		case token.NEQ:
			return x != y, true
		}
	case bool:
		y, ok := b.(bool)
		if !ok {
			return false, false
		}
		switch op {
		case token.EQL:
			return x == y, true
		case token.NEQ:
			return x != y, true
		}
	}
	return false, false
}

// ---------------------------------------------------------------------------------------------
// Validation rules

type condRule struct {
	fn      *Func
	key     ast.Expr
	message *string
	conds   []ast.Expr
	source  string
}

// collectRules walks a function body for `m["key"] = "message"` assignments into a validator map
// (the map of a structs.ValidatorError), keeping the if conditions that lead to each, and follows
// x.Embedded.Validate() calls.
func (s *Source) collectRules(fn *Func, by string, bools map[string]bool, depth int) []condRule {
	var out []condRule
	var walk func(stmts []ast.Stmt, conds []ast.Expr)
	// Function literals (a middleware's http.HandlerFunc) are walked with the conditions around them.
	walkLits := func(n ast.Node, conds []ast.Expr) {
		ast.Inspect(n, func(m ast.Node) bool {
			if lit, ok := m.(*ast.FuncLit); ok {
				walk(lit.Body.List, conds)
				return false
			}
			return true
		})
	}
	walk = func(stmts []ast.Stmt, conds []ast.Expr) {
		for _, st := range stmts {
			switch x := st.(type) {
			case *ast.IfStmt:
				c := append(append([]ast.Expr(nil), conds...), x.Cond)
				walk(x.Body.List, c)
				neg := append(append([]ast.Expr(nil), conds...), &ast.UnaryExpr{Op: token.NOT, X: &ast.ParenExpr{X: x.Cond}, OpPos: x.Cond.Pos()})
				switch el := x.Else.(type) {
				case *ast.BlockStmt:
					walk(el.List, neg)
				case *ast.IfStmt:
					walk([]ast.Stmt{el}, neg)
				}
			case *ast.BlockStmt:
				walk(x.List, conds)
			case *ast.RangeStmt:
				walk(x.Body.List, append(append([]ast.Expr(nil), conds...), &ast.Ident{Name: "range " + s.Text(x.X), NamePos: x.Pos()}))
			case *ast.ForStmt:
				walk(x.Body.List, append(append([]ast.Expr(nil), conds...), &ast.Ident{Name: "for", NamePos: x.Pos()}))
			case *ast.AssignStmt:
				if len(x.Lhs) == 1 && len(x.Rhs) == 1 {
					if idx, ok := x.Lhs[0].(*ast.IndexExpr); ok {
						mapName := s.Text(idx.X)
						if strings.HasSuffix(mapName, "Errors") || strings.Contains(strings.ToLower(mapName), "err") {
							r := condRule{fn: fn, key: idx.Index, conds: conds, source: s.Where(x)}
							if v, ok := s.stringValue(x.Rhs[0], fn.Decl.Body, fn.Pkg); ok {
								r.message = strp(v)
							}
							out = append(out, r)
						}
					}
				}
				for _, rhs := range x.Rhs {
					out = append(out, s.embeddedValidate(fn, rhs, conds, depth)...)
				}
				walkLits(x, conds)
			case *ast.ExprStmt:
				out = append(out, s.embeddedValidate(fn, x.X, conds, depth)...)
				walkLits(x, conds)
			case *ast.ReturnStmt:
				walkLits(x, conds)
			}
		}
	}
	walk(fn.Decl.Body.List, nil)
	// Bool parameters with known arguments decide their conditions now.
	var kept []condRule
	for _, r := range out {
		env := &evalEnv{s: s, fields: map[string]Field{}, bools: bools}
		drop := false
		var conds []ast.Expr
		for _, c := range r.conds {
			switch env.cond(c) {
			case yes:
				continue
			case no:
				drop = true
			}
			conds = append(conds, c)
		}
		if !drop {
			r.conds = conds
			kept = append(kept, r)
		}
	}
	return kept
}

// embeddedValidate: the rules of `x.Embedded.Validate()` calls (the embedded struct's Validate).
func (s *Source) embeddedValidate(fn *Func, e ast.Expr, conds []ast.Expr, depth int) []condRule {
	call, ok := e.(*ast.CallExpr)
	if !ok || calleeName(call) != "Validate" || depth > 2 {
		return nil
	}
	sel := call.Fun.(*ast.SelectorExpr)
	inner, ok := sel.X.(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	m := s.Methods[fn.Pkg+"."+inner.Sel.Name+".Validate"]
	if m == nil {
		return nil
	}
	rules := s.collectRules(m, "", nil, depth+1)
	for i := range rules {
		rules[i].conds = append(append([]ast.Expr(nil), conds...), rules[i].conds...)
	}
	return rules
}

// rulesFor turns collected rules into table rules and the required list for a struct type.
func (s *Source) rulesFor(t *TypeDecl, rules []condRule, by string, body *Body) {
	fields := s.goFields(t)
	required := map[string]bool{}
	for _, r := range rules {
		key := s.Text(r.key)
		if k, ok := gosource.StringLit(r.key); ok {
			key = k
		}
		when := []string{}
		for _, c := range r.conds {
			when = append(when, strings.Join(strings.Fields(s.Text(c)), " "))
		}
		body.Rules = append(body.Rules, Rule{Field: key, Message: r.message, When: when, By: by, Source: r.source})
		// A field is required when every condition of the rule holds with that field absent, whatever
		// the key the message is filed under (UpsertReceiptProcessingSettingsCommand reports its
		// aiType under "type").
		refs := map[string]bool{}
		for _, c := range r.conds {
			ast.Inspect(c, func(n ast.Node) bool {
				if sel, ok := n.(*ast.SelectorExpr); ok {
					if _, onVar := sel.X.(*ast.Ident); onVar {
						if _, isField := fields[sel.Sel.Name]; isField {
							refs[sel.Sel.Name] = true
						}
					}
				}
				return true
			})
		}
		for goName := range refs {
			if len(r.conds) == 0 {
				break
			}
			env := &evalEnv{s: s, fields: fields, zero: goName, scope: r.fn}
			all := true
			for _, c := range r.conds {
				if env.cond(c) != yes {
					all = false
				}
			}
			if all {
				required[fields[goName].Name] = true
			}
		}
	}
	for _, k := range body.Required {
		required[k] = true
	}
	body.Required = sortedKeys(required)
}

// ---------------------------------------------------------------------------------------------
// What a route reads from the request

// boolArgs maps a function's bool parameters to the literal arguments of a call.
func (s *Source) boolArgs(fn *Func, args []ast.Expr) map[string]bool {
	out := map[string]bool{}
	i := 0
	for _, field := range fn.Decl.Type.Params.List {
		for _, n := range field.Names {
			if i < len(args) && s.Text(field.Type) == "bool" {
				if id, ok := args[i].(*ast.Ident); ok && (id.Name == "true" || id.Name == "false") {
					out[n.Name] = id.Name == "true"
				}
			}
			i++
		}
	}
	return out
}

// unmarshalTarget finds `json.Unmarshal(_, &x)` in a function and the declared type of x.
func (s *Source) unmarshalTarget(fn *Func) string {
	target := ""
	ast.Inspect(fn.Decl.Body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || selector(call.Fun) != "json.Unmarshal" || len(call.Args) != 2 || target != "" {
			return true
		}
		u, ok := call.Args[1].(*ast.UnaryExpr)
		if !ok {
			return true
		}
		if id, ok := u.X.(*ast.Ident); ok {
			target = s.declaredType(fn.Decl.Body, id.Name, fn.Pkg)
		}
		return true
	})
	return target
}

// declaredType of a local: `var x T`, `x := T{}`; returned as "pkg.T".
func (s *Source) declaredType(scope ast.Node, name, pkg string) string {
	out := ""
	qualify := func(e ast.Expr) string {
		t := strings.TrimPrefix(s.Text(e), "*")
		if !strings.Contains(t, ".") {
			t = pkg + "." + t
		}
		return t
	}
	ast.Inspect(scope, func(n ast.Node) bool {
		if out != "" {
			return false
		}
		switch d := n.(type) {
		case *ast.ValueSpec:
			for _, id := range d.Names {
				if id.Name == name && d.Type != nil {
					out = qualify(d.Type)
				}
			}
		case *ast.AssignStmt:
			for i, l := range d.Lhs {
				if id, ok := l.(*ast.Ident); ok && id.Name == name && i < len(d.Rhs) {
					if c, ok := d.Rhs[i].(*ast.CompositeLit); ok && c.Type != nil {
						out = qualify(c.Type)
					}
				}
			}
		}
		return true
	})
	return out
}

// methodOf finds a method of a struct type, promoted from an embedded struct if need be.
func (s *Source) methodOf(typ, name string) *Func {
	if m := s.Methods[typ+"."+name]; m != nil {
		return m
	}
	t := s.Types[typ]
	if t == nil {
		return nil
	}
	for _, f := range t.Struct.Fields.List {
		if len(f.Names) == 0 {
			emb := strings.TrimPrefix(s.Text(f.Type), "*")
			if !strings.Contains(emb, ".") {
				emb = t.Pkg + "." + emb
			}
			if m := s.methodOf(emb, name); m != nil {
				return m
			}
		}
	}
	return nil
}

// readsMultipart: the method (or a method of the same receiver it calls) parses a multipart form.
func (s *Source) readsMultipart(typ string, m *Func) bool {
	if containsCall(m.Decl.Body, "ParseMultipartForm") {
		return true
	}
	found := false
	ast.Inspect(m.Decl.Body, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok {
			if sel, ok := call.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name != m.Name {
				if other := s.methodOf(typ, sel.Sel.Name); other != nil && containsCall(other.Decl.Body, "ParseMultipartForm") {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// readRequest fills a row's body and query parameters.
func (s *Source) readRequest(row *Row, fn *Func, chain []Middleware, lit *ast.CompositeLit) {
	var body *Body
	setBody := func(typ, by, mediaType string) {
		t := s.Types[typ]
		if t == nil || body != nil {
			return
		}
		body = &Body{MediaType: mediaType, Command: typ, DecodedBy: by, Fields: s.structFields(t), Only: "",
			Required: []string{}, Rules: []Rule{}}
	}
	var validators []func()
	for _, mw := range chain {
		impl := s.Funcs["middleware."+mw.Name]
		if impl == nil {
			continue
		}
		if mw.Name == "SetGeneralBodyData" && len(mw.Args) == 2 {
			if c, ok := mw.Args[1].(*ast.CompositeLit); ok {
				setBody(s.Text(c.Type), mw.Expr, "application/json")
			}
			continue
		}
		if typ := s.unmarshalTarget(impl); typ != "" && containsCall(impl.Decl.Body, "GetBodyData") {
			setBody(typ, mw.Expr, "application/json")
			continue
		}
		// A middleware (or a helper of its package) that loads a command only in some cases, such as
		// the refresh token middleware for the mobile app.
		if found := s.conditionalLoad(impl); found != nil && body == nil {
			setBody(found.typ, mw.Name+" via "+found.via, "application/json")
			if body != nil {
				body.Only = found.only
			}
			continue
		}
		// A validation middleware: it reads the body from the context and answers with the field map.
		if containsCall(impl.Decl.Body, writeValidator) {
			mwCopy, implCopy := mw, impl
			validators = append(validators, func() {
				if body == nil {
					return
				}
				rules := s.collectRules(implCopy, mwCopy.Expr, s.boolArgs(implCopy, mwCopy.Args), 0)
				s.rulesFor(s.Types[body.Command], rules, mwCopy.Name, body)
			})
		}
	}
	// In the handler: x.LoadDataFromRequest / LoadDataFromRequestAndValidate / Validate on a command,
	// json.Unmarshal into a local.
	type validateCall struct {
		typ  string
		call *ast.CallExpr
		m    *Func
	}
	var vcalls []validateCall
	multipart := containsCall(fn.Decl.Body, "ParseMultipartForm")
	ast.Inspect(fn.Decl.Body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		sel, ok := call.Fun.(*ast.SelectorExpr)
		if !ok {
			return true
		}
		recv, ok := sel.X.(*ast.Ident)
		if !ok {
			return true
		}
		name := sel.Sel.Name
		if name != "LoadDataFromRequest" && name != "LoadDataFromRequestAndValidate" && name != "Validate" {
			return true
		}
		typ := s.declaredType(fn.Decl.Body, recv.Name, fn.Pkg)
		m := s.methodOf(typ, name)
		if m == nil {
			return true
		}
		if name != "Validate" {
			media := "application/json"
			if s.readsMultipart(typ, m) {
				media = "multipart/form-data"
				multipart = true
			}
			setBody(typ, recv.Name+"."+name, media)
			if media == "multipart/form-data" && body != nil && body.Command == typ {
				if loader := s.methodOf(typ, "LoadDataFromRequest"); loader != nil {
					body.Fields = s.formFields(loader)
				}
			}
		}
		if name == "LoadDataFromRequestAndValidate" {
			if v := s.methodOf(typ, "Validate"); v != nil {
				vcalls = append(vcalls, validateCall{typ, call, v})
			}
		}
		if name == "Validate" {
			vcalls = append(vcalls, validateCall{typ, call, m})
		}
		return true
	})
	if body == nil {
		if typ := s.unmarshalTarget(fn); typ != "" && containsCall(fn.Decl.Body, "GetBodyData") {
			setBody(typ, "json.Unmarshal", "application/json")
		}
	}
	if body == nil && containsCall(fn.Decl.Body, "ParseMultipartForm") {
		body = &Body{MediaType: "multipart/form-data", DecodedBy: "r.ParseMultipartForm", Fields: s.formFields(fn),
			Required: []string{}, Rules: []Rule{}}
	}
	for _, v := range validators {
		v()
	}
	for _, vc := range vcalls {
		if body == nil || body.Command != vc.typ {
			continue
		}
		args := vc.call.Args
		if vc.m.Name != vc.call.Fun.(*ast.SelectorExpr).Sel.Name {
			args = nil
		}
		rules := s.collectRules(vc.m, "", s.boolArgs(vc.m, args), 0)
		by := vc.m.Pkg + "." + recvName(vc.m.Decl.Recv.List[0].Type) + ".Validate"
		s.rulesFor(s.Types[vc.typ], rules, by, body)
	}
	if body != nil && body.MediaType == "multipart/form-data" {
		// The rules name the command's fields, not the form's: no required form field is derived.
		body.Required = []string{}
	}
	if body != nil && body.MediaType == "application/json" && body.Command != "" {
		s.handlerChecks(fn, lit, body)
	}
	row.Body = body
	row.Query = s.queryParams(fn, lit, multipart || (body != nil && body.MediaType == "multipart/form-data"))
}

// formFields: the multipart fields a loader reads (r.Form["x"], form["x"], r.FormFile, MultipartForm.File).
func (s *Source) formFields(m *Func) []Field {
	seen := map[string]string{}
	ast.Inspect(m.Decl.Body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.IndexExpr:
			if k, ok := gosource.StringLit(x.Index); ok {
				t := s.Text(x.X)
				if strings.HasSuffix(t, "File") {
					seen[k] = "file"
				} else if strings.HasSuffix(t, "Form") || strings.HasSuffix(strings.ToLower(t), "form") {
					seen[k] = "string"
				}
			}
		case *ast.CallExpr:
			if len(x.Args) == 1 {
				if k, ok := gosource.StringLit(x.Args[0]); ok {
					switch {
					case strings.HasSuffix(s.Text(x.Fun), ".Form.Get"):
						seen[k] = "string"
					case calleeName(x) == "FormFile":
						seen[k] = "file"
					case calleeName(x) == "FormValue":
						seen[k] = "string"
					}
				}
			}
		}
		return true
	})
	out := []Field{}
	for _, k := range sortedKeys(toSet(seen)) {
		out = append(out, Field{Name: k, Type: seen[k]})
	}
	return out
}

func toSet(m map[string]string) map[string]bool {
	out := map[string]bool{}
	for k := range m {
		out[k] = true
	}
	return out
}

// queryRead: the parameter name when e reads one (r.URL.Query().Get("x"), r.Form["x"],
// r.Form.Get("x"), r.FormValue("x")).
func (s *Source) queryRead(e ast.Node) (string, bool) {
	switch x := e.(type) {
	case *ast.CallExpr:
		if len(x.Args) != 1 {
			return "", false
		}
		k, ok := gosource.StringLit(x.Args[0])
		if !ok {
			return "", false
		}
		fun := s.Text(x.Fun)
		if strings.HasSuffix(fun, ".URL.Query().Get") || strings.HasSuffix(fun, ".Form.Get") || strings.HasSuffix(fun, ".FormValue") {
			return k, true
		}
	case *ast.IndexExpr:
		k, ok := gosource.StringLit(x.Index)
		if ok && (strings.HasSuffix(s.Text(x.X), ".Form") || strings.HasSuffix(s.Text(x.X), ".URL.Query()")) {
			return k, true
		}
	}
	return "", false
}

var checkedConversions = map[string]bool{"utils.StringToUint": true, "strconv.Atoi": true, "strconv.ParseUint": true, "utils.StringToInt": true}

// queryParams lists the parameters a handler reads and whether the call fails without them.
func (s *Source) queryParams(fn *Func, lit *ast.CompositeLit, multipart bool) []Param {
	params := map[string]*Param{}
	vars := map[string]string{} // local variable -> parameter it holds
	okVars := map[string]string{}
	ast.Inspect(fn.Decl.Body, func(n ast.Node) bool {
		name, ok := s.queryRead(n)
		if !ok {
			return true
		}
		if multipart && !strings.Contains(s.Text(n), ".URL.Query()") {
			// r.Form of a multipart request holds the form fields: they belong to the body.
			return true
		}
		if params[name] == nil {
			params[name] = &Param{Name: name, Reason: "optional: the handler works without it", Source: s.Where(n)}
		}
		return true
	})
	if len(params) == 0 {
		return []Param{}
	}
	require := func(name, reason string) {
		if p := params[name]; p != nil && !p.Required {
			p.Required, p.Reason = true, reason
		}
	}
	ast.Inspect(fn.Decl.Body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.AssignStmt:
			if len(x.Rhs) == 1 {
				if name, ok := s.queryRead(x.Rhs[0]); ok && params[name] != nil {
					if id, ok := x.Lhs[0].(*ast.Ident); ok {
						vars[id.Name] = name
					}
					if len(x.Lhs) == 2 {
						if id, ok := x.Lhs[1].(*ast.Ident); ok {
							okVars[id.Name] = name
						}
					}
				}
			}
		case *ast.CallExpr:
			if checkedConversions[selector(x.Fun)] && len(x.Args) >= 1 {
				name, ok := s.queryRead(x.Args[0])
				if !ok {
					if id, isId := x.Args[0].(*ast.Ident); isId {
						name, ok = vars[id.Name]
					}
				}
				if ok && !s.guardedNonEmpty(fn.Decl.Body, x, name, vars) {
					require(name, fmt.Sprintf("%s fails on an empty value (%s)", selector(x.Fun), s.Where(x)))
				}
			}
		case *ast.IfStmt:
			fails := false
			ast.Inspect(x.Body, func(m ast.Node) bool {
				if r, ok := m.(*ast.ReturnStmt); ok && len(r.Results) == 2 {
					if st, ok := httpStatus(r.Results[0]); ok && st >= 400 {
						fails = true
					}
				}
				if c, ok := m.(*ast.CallExpr); ok && writeCallNames[calleeName(c)] {
					fails = true
				}
				return true
			})
			if !fails {
				return true
			}
			for v, name := range vars {
				env := &evalEnv{s: s, fields: map[string]Field{v: {Name: name, Type: "string"}}}
				if s.emptyTest(x.Cond, v) {
					_ = env
					require(name, fmt.Sprintf("an empty value fails the call (%s)", s.Where(x)))
				}
			}
			for v, name := range okVars {
				if s.Text(x.Cond) == "!"+v {
					require(name, fmt.Sprintf("the call fails without it (%s)", s.Where(x)))
				}
			}
		}
		return true
	})
	// A parameter that fills the Handler's group scope: HandleRequest answers 403 without it.
	if lit != nil {
		fields := map[string]ast.Expr{}
		for _, el := range lit.Elts {
			if kv, ok := el.(*ast.KeyValueExpr); ok {
				fields[s.Text(kv.Key)] = kv.Value
			}
		}
		scopes := []string{}
		for _, k := range []string{"GroupId", "GroupIds", "ReceiptId", "ReceiptIds"} {
			if isSet(fields, k) {
				scopes = append(scopes, k)
			}
		}
		if isSet(fields, "GroupRole") {
			var read []string
			for _, k := range scopes {
				e := fields[k]
				name, isRead := s.queryRead(e)
				if !isRead {
					if id, isId := e.(*ast.Ident); isId {
						name, isRead = vars[id.Name]
					}
				}
				if !isRead {
					continue
				}
				read = append(read, name)
				// With one group scope the parameter is needed; with several, any one of them is.
				if len(scopes) == 1 {
					require(name, fmt.Sprintf("it sets the Handler's %s: without it HandleRequest answers 403 (%s)", k, s.Where(e)))
				}
			}
			if len(read) > 1 {
				for _, name := range read {
					if p := params[name]; p != nil && !p.Required {
						p.Reason = fmt.Sprintf("one of %s is needed: they set the Handler's %s, and HandleRequest answers 403 when all are empty", strings.Join(read, ", "), strings.Join(scopes, ", "))
					}
				}
			}
		}
	}
	out := []Param{}
	names := make([]string, 0, len(params))
	for k := range params {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		out = append(out, *params[k])
	}
	return out
}

// emptyTest: cond is `len(v) == 0` or `v == ""`.
func (s *Source) emptyTest(cond ast.Expr, v string) bool {
	t := s.Text(cond)
	return t == "len("+v+") == 0" || t == v+` == ""`
}

// guardedNonEmpty: node sits inside `if len(v) > 0 { … }` or `if v != "" { … }` for a variable v
// holding the parameter, so an empty value never reaches it.
func (s *Source) guardedNonEmpty(root ast.Node, node ast.Node, name string, vars map[string]string) bool {
	guarded := false
	ast.Inspect(root, func(n ast.Node) bool {
		ifs, ok := n.(*ast.IfStmt)
		if !ok || !within(ifs.Body, node) {
			return true
		}
		cond := s.Text(ifs.Cond)
		for v, param := range vars {
			if param == name && (cond == "len("+v+") > 0" || cond == v+` != ""`) {
				guarded = true
			}
		}
		return true
	})
	return guarded
}

type loadFound struct {
	typ, via, only string
}

// conditionalLoad finds `x.LoadDataFromRequest(w, r)` in a middleware or in a same-package helper it
// calls, with the if condition around it.
func (s *Source) conditionalLoad(impl *Func) *loadFound {
	candidates := []*Func{impl}
	ast.Inspect(impl.Decl.Body, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok {
			if id, ok := call.Fun.(*ast.Ident); ok {
				if helper := s.Funcs[impl.Pkg+"."+id.Name]; helper != nil && helper != impl {
					candidates = append(candidates, helper)
				}
			}
		}
		return true
	})
	for _, fn := range candidates {
		var found *loadFound
		ast.Inspect(fn.Decl.Body, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || found != nil || calleeName(call) != "LoadDataFromRequest" {
				return found == nil
			}
			recv, ok := call.Fun.(*ast.SelectorExpr).X.(*ast.Ident)
			if !ok {
				return true
			}
			typ := s.declaredType(fn.Decl.Body, recv.Name, fn.Pkg)
			if s.Types[typ] == nil {
				return true
			}
			found = &loadFound{typ: typ, via: fn.Name, only: s.condAround(fn.Decl.Body, call)}
			return false
		})
		if found != nil {
			return found
		}
	}
	return nil
}

// condAround: the condition of the innermost if whose branch holds node ("!(c)" in an else).
func (s *Source) condAround(root ast.Node, node ast.Node) string {
	out := ""
	ast.Inspect(root, func(n ast.Node) bool {
		ifs, ok := n.(*ast.IfStmt)
		if !ok {
			return true
		}
		if within(ifs.Body, node) {
			out = s.Text(ifs.Cond)
		} else if ifs.Else != nil && within(ifs.Else, node) {
			if _, chained := ifs.Else.(*ast.IfStmt); !chained {
				out = "!(" + s.Text(ifs.Cond) + ")"
			}
		}
		return true
	})
	return out
}

// commandVars: the handler's variables that hold the decoded body: declared with its type, or
// asserted from the request context (`r.Context().Value("user").(commands.X)`).
func (s *Source) commandVars(fn *Func, typ string) map[string]bool {
	vars := map[string]bool{}
	qualify := func(e ast.Expr) string {
		t := strings.TrimPrefix(s.Text(e), "*")
		if !strings.Contains(t, ".") {
			t = fn.Pkg + "." + t
		}
		return t
	}
	ast.Inspect(fn.Decl.Body, func(n ast.Node) bool {
		switch d := n.(type) {
		case *ast.ValueSpec:
			if d.Type != nil && qualify(d.Type) == typ {
				for _, id := range d.Names {
					vars[id.Name] = true
				}
			}
		case *ast.AssignStmt:
			for i, l := range d.Lhs {
				id, ok := l.(*ast.Ident)
				if !ok || i >= len(d.Rhs) {
					continue
				}
				switch r := d.Rhs[i].(type) {
				case *ast.CompositeLit:
					if r.Type != nil && qualify(r.Type) == typ {
						vars[id.Name] = true
					}
				case *ast.TypeAssertExpr:
					if r.Type != nil && qualify(r.Type) == typ {
						vars[id.Name] = true
					}
				}
			}
		}
		return true
	})
	return vars
}

// handlerChecks adds the body checks a handler makes itself: an if that answers an error when a
// field of the body is empty, and a field that fills the Handler's only group scope (HandleRequest
// answers 403 without it).
func (s *Source) handlerChecks(fn *Func, lit *ast.CompositeLit, body *Body) {
	t := s.Types[body.Command]
	vars := s.commandVars(fn, body.Command)
	if t == nil || len(vars) == 0 {
		return
	}
	fields := s.goFields(t)
	required := map[string]bool{}
	for _, k := range body.Required {
		required[k] = true
	}
	ast.Inspect(fn.Decl.Body, func(n ast.Node) bool {
		ifs, ok := n.(*ast.IfStmt)
		if !ok {
			return true
		}
		status, fails := 0, false
		ast.Inspect(ifs.Body, func(m ast.Node) bool {
			if r, ok := m.(*ast.ReturnStmt); ok && len(r.Results) == 2 {
				if st, ok := httpStatus(r.Results[0]); ok && st >= 400 {
					status, fails = st, true
				}
			}
			if c, ok := m.(*ast.CallExpr); ok && writeCallNames[calleeName(c)] && len(c.Args) == 3 {
				if st, ok := httpStatus(c.Args[2]); ok {
					status, fails = st, true
				}
			}
			return true
		})
		if !fails {
			return true
		}
		for goName, f := range fields {
			env := &evalEnv{s: s, fields: fields, zero: goName, scope: fn, vars: vars}
			if env.cond(ifs.Cond) == yes {
				required[f.Name] = true
				body.Rules = append(body.Rules, Rule{Field: f.Name, When: []string{s.Text(ifs.Cond)},
					By: fmt.Sprintf("%s (answers %d)", fn.Name, status), Source: s.Where(ifs)})
			}
		}
		return true
	})
	if lit != nil {
		hfields := map[string]ast.Expr{}
		for _, el := range lit.Elts {
			if kv, ok := el.(*ast.KeyValueExpr); ok {
				hfields[s.Text(kv.Key)] = kv.Value
			}
		}
		var scopes []string
		for _, k := range []string{"GroupId", "GroupIds", "ReceiptId", "ReceiptIds"} {
			if isSet(hfields, k) {
				scopes = append(scopes, k)
			}
		}
		if isSet(hfields, "GroupRole") && len(scopes) == 1 {
			for _, goName := range s.bodyFieldsBehind(fn, hfields[scopes[0]], vars, fields) {
				f := fields[goName]
				required[f.Name] = true
				body.Rules = append(body.Rules, Rule{Field: f.Name, When: []string{"it is empty"},
					By: fmt.Sprintf("HandleRequest (answers 403: it fills the Handler's %s)", scopes[0]), Source: s.Where(hfields[scopes[0]])})
			}
		}
	}
	body.Required = sortedKeys(required)
}

// bodyFieldsBehind: the body fields an expression is computed from, through assignments to the
// local variable it names (`ids[i] = utils.UintToString(cmd.ReceiptIds[i])`).
func (s *Source) bodyFieldsBehind(fn *Func, e ast.Expr, vars map[string]bool, fields map[string]Field) []string {
	found := map[string]bool{}
	collect := func(n ast.Node) {
		ast.Inspect(n, func(m ast.Node) bool {
			if sel, ok := m.(*ast.SelectorExpr); ok {
				if id, ok := sel.X.(*ast.Ident); ok && vars[id.Name] {
					if _, isField := fields[sel.Sel.Name]; isField {
						found[sel.Sel.Name] = true
					}
				}
			}
			return true
		})
	}
	collect(e)
	if id, ok := e.(*ast.Ident); ok {
		root := func(x ast.Expr) string {
			for {
				switch t := x.(type) {
				case *ast.IndexExpr:
					x = t.X
				case *ast.Ident:
					return t.Name
				default:
					return ""
				}
			}
		}
		ast.Inspect(fn.Decl.Body, func(n ast.Node) bool {
			if as, ok := n.(*ast.AssignStmt); ok {
				for _, l := range as.Lhs {
					if root(l) == id.Name {
						for _, r := range as.Rhs {
							collect(r)
						}
					}
				}
			}
			return true
		})
	}
	return sortedKeys(found)
}
