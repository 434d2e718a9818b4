package main

// The JSON shapes of the API: every struct a route decodes from its request or writes in a
// response, as encoding/json sees it, and per route which Go value each successful status writes.

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

// JType is a Go type as JSON: the JSON types it takes ("null" when Go can write null), its format,
// the struct it refers to, its enum values, and its items or map values.
type JType struct {
	Go     string   `json:"go"`
	Type   []string `json:"type"`
	Format string   `json:"format,omitempty"`
	Ref    string   `json:"ref,omitempty"`
	Enum   []string `json:"enum,omitempty"`
	Items  *JType   `json:"items,omitempty"`
	Values *JType   `json:"values,omitempty"`
	// Note: how the type is written and read when encoding/json does not do it itself.
	Note string `json:"note,omitempty"`
}

// SchemaField is one JSON property of a struct.
type SchemaField struct {
	Name      string `json:"name"`
	GoName    string `json:"goName"`
	OmitEmpty bool   `json:"omitempty"`
	// Embedded: the embedded struct the field comes from ("" for the struct's own fields).
	Embedded string `json:"embedded,omitempty"`
	JType
}

// StructSchema is a struct type as JSON.
type StructSchema struct {
	Source string        `json:"source"`
	Fields []SchemaField `json:"fields"`
	// Custom: MarshalJSON/UnmarshalJSON/MarshalText methods of the type (they replace the fields).
	Custom []string `json:"custom,omitempty"`
	// EmbeddedUnread: embedded structs of other modules; encoding/json adds their fields, unknown here.
	EmbeddedUnread []string `json:"embeddedUnread,omitempty"`
}

// Written is a body a route writes on success.
type Written struct {
	Status int `json:"status"`
	// Kind: json (a Go value through json.Marshal), bytes (raw bytes: a file or an archive),
	// file (http.ServeFile) or none (a status without a body).
	Kind   string `json:"kind"`
	Value  string `json:"value,omitempty"`
	Type   *JType `json:"type,omitempty"`
	Source string `json:"source"`
	// Echo: the value written is the request body the route decoded.
	Echo bool `json:"echo,omitempty"`
	// Columns: the value was last read from the database with .Select(…): only these columns are
	// filled, every other field keeps its zero value. SelectedAt is that call.
	Columns    []string `json:"columns,omitempty"`
	SelectedAt string   `json:"selectedAt,omitempty"`
}

// OperationSchema is what one route reads and writes.
type OperationSchema struct {
	Method    string     `json:"method"`
	Path      string     `json:"path"`
	Request   *JType     `json:"request"`
	Query     []QueryArg `json:"query"`
	Responses []Written  `json:"responses"`
	Notes     []string   `json:"notes"`
}

// QueryArg is a query parameter and the JSON type of the value the handler makes of it.
type QueryArg struct {
	Name string `json:"name"`
	Type string `json:"type"`
	// Items: the type of the values when the parameter may repeat (r.Form["x"]).
	Items string `json:"items,omitempty"`
}

// Schemas is the whole schema extraction.
type Schemas struct {
	Operations []*OperationSchema       `json:"operations"`
	Types      map[string]*StructSchema `json:"types"`
	Unresolved []string                 `json:"unresolved"`
}

// externalTypes are the types of other modules the server's JSON uses, as their MarshalJSON writes
// them (github.com/shopspring/decimal v1.4.0: a JSON string unless MarshalJSONWithoutQuotes is set,
// which the server never does; its UnmarshalJSON accepts a string or a number).
var externalTypes = map[string]JType{
	"time.Time":       {Type: []string{"string"}, Format: "date-time", Note: "RFC 3339 (time.Time.MarshalJSON)"},
	"decimal.Decimal": {Type: []string{"string"}, Format: "decimal", Note: "written as a JSON string; read from a string or a number (shopspring/decimal)"},
	"json.RawMessage": {Type: nil, Note: "any JSON value"},
	"[]byte":          {Type: []string{"string"}, Format: "byte", Note: "base64 (encoding/json)"},
}

var basicJSON = map[string]JType{
	"string": {Type: []string{"string"}}, "bool": {Type: []string{"boolean"}},
	"int": {Type: []string{"integer"}, Format: "int64"}, "int64": {Type: []string{"integer"}, Format: "int64"},
	"int32": {Type: []string{"integer"}, Format: "int32"}, "int16": {Type: []string{"integer"}, Format: "int16"},
	"int8": {Type: []string{"integer"}, Format: "int8"}, "uint": {Type: []string{"integer"}, Format: "uint64"},
	"uint64": {Type: []string{"integer"}, Format: "uint64"}, "uint32": {Type: []string{"integer"}, Format: "uint32"},
	"uint16": {Type: []string{"integer"}, Format: "uint16"}, "uint8": {Type: []string{"integer"}, Format: "uint8"},
	"float64": {Type: []string{"number"}, Format: "double"}, "float32": {Type: []string{"number"}, Format: "float"},
	"any": {}, "interface{}": {},
}

// qualify writes a type expression with package names: Receipt in package models is models.Receipt.
func (s *Source) qualify(e ast.Expr, pkg string) string {
	switch t := e.(type) {
	case *ast.Ident:
		if _, ok := basicJSON[t.Name]; ok || t.Name == "error" || t.Name == "byte" || t.Name == "rune" {
			return t.Name
		}
		if _, ok := s.Types[pkg+"."+t.Name]; ok {
			return pkg + "." + t.Name
		}
		if _, ok := s.Basic[pkg+"."+t.Name]; ok {
			return pkg + "." + t.Name
		}
		return pkg + "." + t.Name
	case *ast.SelectorExpr:
		return s.Text(t)
	case *ast.StarExpr:
		return "*" + s.qualify(t.X, pkg)
	case *ast.ArrayType:
		return "[]" + s.qualify(t.Elt, pkg)
	case *ast.MapType:
		return "map[" + s.qualify(t.Key, pkg) + "]" + s.qualify(t.Value, pkg)
	case *ast.InterfaceType:
		return "any"
	case *ast.Ellipsis:
		return "[]" + s.qualify(t.Elt, pkg)
	}
	return s.Text(e)
}

// splitMap splits "map[K]V" into K and V, minding nested brackets.
func splitMap(t string) (string, string) {
	depth := 0
	for i := 4; i < len(t); i++ {
		switch t[i] {
		case '[':
			depth++
		case ']':
			if depth == 0 {
				return t[4:i], t[i+1:]
			}
			depth--
		}
	}
	return "", ""
}

type schemaBuilder struct {
	s     *Source
	out   *Schemas
	enums map[string][]string
	queue []string
	// unread: embedded types of the struct being read whose fields the source does not give.
	unread []string
}

// enumValues collects `const X T = "…"` by type.
func (s *Source) enumValues() map[string][]string {
	out := map[string][]string{}
	for _, f := range s.Files {
		for _, decl := range f.AST.Decls {
			g, ok := decl.(*ast.GenDecl)
			if !ok || g.Tok != token.CONST {
				continue
			}
			for _, spec := range g.Specs {
				vs := spec.(*ast.ValueSpec)
				if vs.Type == nil {
					continue
				}
				typ := s.qualify(vs.Type, f.Pkg)
				for i := range vs.Names {
					if i < len(vs.Values) {
						if v, ok := gosource.StringLit(vs.Values[i]); ok {
							out[typ] = append(out[typ], v)
						}
					}
				}
			}
		}
	}
	return out
}

// jtype converts a qualified Go type to its JSON form, queueing the structs it refers to.
func (b *schemaBuilder) jtype(t string) JType {
	switch {
	case strings.HasPrefix(t, "*"):
		inner := b.jtype(t[1:])
		inner.Go = t
		if inner.Type != nil && !contains(inner.Type, "null") {
			inner.Type = append(append([]string(nil), inner.Type...), "null")
		}
		return inner
	case t == "[]byte" || t == "[]uint8":
		j := externalTypes["[]byte"]
		j.Go = t
		return j
	case strings.HasPrefix(t, "[]"):
		items := b.jtype(t[2:])
		// A nil slice is written as null.
		return JType{Go: t, Type: []string{"array", "null"}, Items: &items}
	case strings.HasPrefix(t, "map["):
		_, v := splitMap(t)
		values := b.jtype(v)
		return JType{Go: t, Type: []string{"object", "null"}, Values: &values}
	}
	if j, ok := externalTypes[t]; ok {
		j.Go = t
		return j
	}
	if j, ok := basicJSON[t]; ok {
		j.Go = t
		return j
	}
	if td := b.s.Types[t]; td != nil {
		if _, seen := b.out.Types[t]; !seen {
			b.out.Types[t] = nil
			b.queue = append(b.queue, t)
		}
		return JType{Go: t, Type: []string{"object"}, Ref: t}
	}
	if basic, ok := b.s.Basic[t]; ok {
		j := b.jtype(basic)
		j.Go = t
		if vals := b.enums[t]; len(vals) > 0 {
			j.Enum = append([]string(nil), vals...)
		}
		return j
	}
	b.out.Unresolved = appendUnique(b.out.Unresolved, "type "+t)
	return JType{Go: t, Note: "type not read (outside the packages parsed)"}
}

func appendUnique(list []string, v string) []string {
	for _, x := range list {
		if x == v {
			return list
		}
	}
	return append(list, v)
}

// fields lists the JSON properties of a struct, embedded structs flattened.
func (b *schemaBuilder) fields(td *TypeDecl, embedded string) []SchemaField {
	var out []SchemaField
	for _, f := range td.Struct.Fields.List {
		tag := ""
		if f.Tag != nil {
			raw, _ := strconv.Unquote(f.Tag.Value)
			tag = reflect.StructTag(raw).Get("json")
		}
		parts := strings.Split(tag, ",")
		name, omit := parts[0], false
		for _, p := range parts[1:] {
			omit = omit || p == "omitempty"
		}
		typ := b.s.qualify(f.Type, td.Pkg)
		if name == "-" && len(parts) == 1 {
			continue
		}
		if len(f.Names) == 0 {
			emb := b.s.Types[strings.TrimPrefix(typ, "*")]
			if emb != nil && name == "" {
				out = append(out, b.fields(emb, strings.TrimPrefix(typ, "*"))...)
				continue
			}
			goName := typ[strings.LastIndex(typ, ".")+1:]
			if !ast.IsExported(goName) {
				continue
			}
			if name == "" {
				// encoding/json flattens it, but its fields are outside the packages parsed.
				b.unread = append(b.unread, typ)
				b.out.Unresolved = appendUnique(b.out.Unresolved, "embedded type "+typ)
				continue
			}
			out = append(out, SchemaField{Name: name, GoName: goName, OmitEmpty: omit, Embedded: embedded, JType: b.jtype(typ)})
			continue
		}
		for _, n := range f.Names {
			if !ast.IsExported(n.Name) {
				continue
			}
			jsonName := name
			if jsonName == "" {
				jsonName = n.Name
			}
			out = append(out, SchemaField{Name: jsonName, GoName: n.Name, OmitEmpty: omit, Embedded: embedded, JType: b.jtype(typ)})
		}
	}
	// encoding/json: a name given by an outer field hides the same name of an embedded struct.
	seen := map[string]int{}
	var dedup []SchemaField
	for _, f := range out {
		if i, ok := seen[f.Name]; ok {
			if dedup[i].Embedded != "" && f.Embedded == "" {
				dedup[i] = f
			}
			continue
		}
		seen[f.Name] = len(dedup)
		dedup = append(dedup, f)
	}
	return dedup
}

func (b *schemaBuilder) drain() {
	for len(b.queue) > 0 {
		name := b.queue[0]
		b.queue = b.queue[1:]
		td := b.s.Types[name]
		schema := &StructSchema{Source: fmt.Sprintf("%s:%d", td.File.Rel, td.Line), Fields: []SchemaField{}}
		for _, m := range []string{"MarshalJSON", "UnmarshalJSON", "MarshalText", "UnmarshalText"} {
			if fn := b.s.Methods[name+"."+m]; fn != nil {
				schema.Custom = append(schema.Custom, fmt.Sprintf("%s (%s:%d)", m, fn.File.Rel, b.s.Line(fn.Decl)))
			}
		}
		b.unread = nil
		schema.Fields = b.fields(td, "")
		schema.EmbeddedUnread = b.unread
		b.out.Types[name] = schema
	}
}

// ---------------------------------------------------------------------------------------------
// The Go type of an expression inside a handler, as far as the parsed packages tell.

type typer struct {
	s    *Source
	fn   *Func
	pkg  string
	root ast.Node
}

// resultTypes are the qualified result types of a function declaration.
func (s *Source) resultTypes(fn *Func) []string {
	var out []string
	if fn.Decl.Type.Results == nil {
		return nil
	}
	for _, r := range fn.Decl.Type.Results.List {
		n := len(r.Names)
		if n == 0 {
			n = 1
		}
		for i := 0; i < n; i++ {
			out = append(out, s.qualify(r.Type, fn.Pkg))
		}
	}
	return out
}

// method finds a method of a named type, through embedded structs.
func (s *Source) method(typ, name string) *Func {
	typ = strings.TrimPrefix(typ, "*")
	if fn := s.Methods[typ+"."+name]; fn != nil {
		return fn
	}
	if td := s.Types[typ]; td != nil {
		for _, f := range td.Struct.Fields.List {
			if len(f.Names) == 0 {
				if fn := s.method(s.qualify(f.Type, td.Pkg), name); fn != nil {
					return fn
				}
			}
		}
	}
	return nil
}

// fieldType is the qualified type of a struct's field (embedded structs searched).
func (s *Source) fieldType(typ, name string) string {
	td := s.Types[strings.TrimPrefix(typ, "*")]
	if td == nil {
		return ""
	}
	for _, f := range td.Struct.Fields.List {
		for _, n := range f.Names {
			if n.Name == name {
				return s.qualify(f.Type, td.Pkg)
			}
		}
	}
	for _, f := range td.Struct.Fields.List {
		if len(f.Names) == 0 {
			if t := s.fieldType(s.qualify(f.Type, td.Pkg), name); t != "" {
				return t
			}
		}
	}
	return ""
}

func (t *typer) types(e ast.Expr, at token.Pos) []string {
	call, ok := e.(*ast.CallExpr)
	if !ok {
		return []string{t.typeOf(e, at)}
	}
	switch f := call.Fun.(type) {
	case *ast.Ident:
		switch f.Name {
		case "make", "new":
			if len(call.Args) > 0 {
				typ := t.s.qualify(call.Args[0], t.pkg)
				if f.Name == "new" {
					typ = "*" + typ
				}
				return []string{typ}
			}
		case "append":
			if len(call.Args) > 0 {
				return []string{t.typeOf(call.Args[0], at)}
			}
		case "len", "cap":
			return []string{"int"}
		}
		if fn := t.s.Funcs[t.pkg+"."+f.Name]; fn != nil {
			return t.s.resultTypes(fn)
		}
		if _, ok := t.s.Types[t.pkg+"."+f.Name]; ok {
			return []string{t.pkg + "." + f.Name}
		}
	case *ast.SelectorExpr:
		if x, ok := f.X.(*ast.Ident); ok {
			full := x.Name + "." + f.Sel.Name
			if fn := t.s.Funcs[full]; fn != nil && !t.isLocal(x.Name, at) {
				return t.s.resultTypes(fn)
			}
			if _, ok := t.s.Types[full]; ok {
				return []string{full}
			}
			if _, ok := t.s.Basic[full]; ok {
				return []string{full}
			}
			switch full {
			case "json.Marshal", "json.MarshalIndent":
				return []string{"[]byte", "error"}
			case "strconv.Itoa", "fmt.Sprintf", "strings.TrimSpace":
				return []string{"string"}
			}
		}
		recv := t.typeOf(f.X, at)
		if recv != "" {
			if fn := t.s.method(recv, f.Sel.Name); fn != nil {
				return t.s.resultTypes(fn)
			}
		}
	case *ast.ArrayType, *ast.MapType:
		return []string{t.s.qualify(f, t.pkg)}
	case *ast.ParenExpr:
		return []string{t.s.qualify(f.X, t.pkg)}
	}
	return nil
}

// isLocal: a name declared in the function (it shadows a package of the same name).
func (t *typer) isLocal(name string, at token.Pos) bool {
	found := false
	ast.Inspect(t.root, func(n ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok && as.Tok == token.DEFINE && as.Pos() < at {
			for _, l := range as.Lhs {
				if id, ok := l.(*ast.Ident); ok && id.Name == name {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// typeOf is the qualified Go type of an expression, "" when the source does not tell.
func (t *typer) typeOf(e ast.Expr, at token.Pos) string {
	switch x := e.(type) {
	case *ast.ParenExpr:
		return t.typeOf(x.X, at)
	case *ast.UnaryExpr:
		// &x is never nil: json.Marshal writes it as x.
		if x.Op == token.AND {
			return t.typeOf(x.X, at)
		}
		return ""
	case *ast.StarExpr:
		return strings.TrimPrefix(t.typeOf(x.X, at), "*")
	case *ast.CompositeLit:
		if x.Type != nil {
			return t.s.qualify(x.Type, t.pkg)
		}
	case *ast.BasicLit:
		switch x.Kind {
		case token.STRING:
			return "string"
		case token.INT:
			return "int"
		case token.FLOAT:
			return "float64"
		}
	case *ast.CallExpr:
		if ts := t.types(x, at); len(ts) > 0 {
			return ts[0]
		}
	case *ast.IndexExpr:
		c := t.typeOf(x.X, at)
		switch {
		case strings.HasPrefix(c, "[]"):
			return c[2:]
		case strings.HasPrefix(c, "map["):
			_, v := splitMap(c)
			return v
		}
	case *ast.SelectorExpr:
		if id, ok := x.X.(*ast.Ident); ok && !t.isLocal(id.Name, at) {
			if _, ok := t.s.Consts[id.Name+"."+x.Sel.Name]; ok {
				return "string"
			}
		}
		if c := t.typeOf(x.X, at); c != "" {
			return t.s.fieldType(c, x.Sel.Name)
		}
	case *ast.Ident:
		return t.identType(x.Name, at)
	}
	return ""
}

// identType finds the declaration of a local name before a position: var, :=, =, range, or a
// parameter; the last one wins.
func (t *typer) identType(name string, at token.Pos) string {
	best, bestPos := "", token.NoPos
	consider := func(pos token.Pos, typ func() string) {
		if pos < at && pos > bestPos {
			if v := typ(); v != "" {
				best, bestPos = v, pos
			}
		}
	}
	ast.Inspect(t.root, func(n ast.Node) bool {
		switch d := n.(type) {
		case *ast.FuncType:
			if d.Params != nil {
				for _, p := range d.Params.List {
					for _, pn := range p.Names {
						if pn.Name == name {
							consider(pn.Pos(), func() string { return t.s.qualify(p.Type, t.pkg) })
						}
					}
				}
			}
		case *ast.ValueSpec:
			for i, vn := range d.Names {
				if vn.Name != name {
					continue
				}
				if d.Type != nil {
					consider(vn.Pos(), func() string { return t.s.qualify(d.Type, t.pkg) })
				} else if i < len(d.Values) {
					v := d.Values[i]
					consider(vn.Pos(), func() string { return t.typeOf(v, vn.Pos()) })
				}
			}
		case *ast.AssignStmt:
			for i, l := range d.Lhs {
				id, ok := l.(*ast.Ident)
				if !ok || id.Name != name {
					continue
				}
				idx := i
				if len(d.Rhs) == len(d.Lhs) {
					rhs := d.Rhs[idx]
					consider(id.Pos(), func() string {
						ts := t.types(rhs, d.Pos())
						if len(ts) > 0 && ts[0] != "" {
							return ts[0]
						}
						return ""
					})
				} else if len(d.Rhs) == 1 {
					rhs := d.Rhs[0]
					consider(id.Pos(), func() string {
						ts := t.types(rhs, d.Pos())
						if idx < len(ts) {
							return ts[idx]
						}
						return ""
					})
				}
			}
		case *ast.RangeStmt:
			if v, ok := d.Value.(*ast.Ident); ok && v.Name == name {
				consider(v.Pos(), func() string {
					c := t.typeOf(d.X, d.Pos())
					if strings.HasPrefix(c, "[]") {
						return c[2:]
					}
					return ""
				})
			}
		}
		return true
	})
	return best
}

// ---------------------------------------------------------------------------------------------

var marshalCalls = map[string]bool{"json.Marshal": true, "utils.MarshalResponseData": true, "json.MarshalIndent": true}

// marshalled is the value a JSON byte slice was made from: `bytes, err := json.Marshal(v)`.
func (s *Source) marshalled(root ast.Node, id string, at token.Pos) ast.Expr {
	var found ast.Expr
	var foundPos token.Pos
	ast.Inspect(root, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || len(as.Rhs) != 1 || as.Pos() > at {
			return true
		}
		call, ok := as.Rhs[0].(*ast.CallExpr)
		if !ok || !marshalCalls[selector(call.Fun)] || len(call.Args) == 0 {
			return true
		}
		if l, ok := as.Lhs[0].(*ast.Ident); ok && l.Name == id && as.Pos() > foundPos {
			found, foundPos = call.Args[0], as.Pos()
		}
		return true
	})
	return found
}

// statusBefore is the status of the w.WriteHeader call before a write in the same block (200 when
// none is).
func (s *Source) statusBefore(root ast.Node, node ast.Node, writer string) int {
	list, i := enclosing(root, node)
	for j := i - 1; j >= 0; j-- {
		if es, ok := list[j].(*ast.ExprStmt); ok {
			if call, ok := es.X.(*ast.CallExpr); ok && selector(call.Fun) == writer+".WriteHeader" && len(call.Args) == 1 {
				if st, ok := httpStatus(call.Args[0]); ok {
					return st
				}
			}
		}
	}
	return 200
}

// pagedElements: PagedData.Data is []any; the handler fills it from a typed slice: `Data: list`,
// `x.Data = list`, `anyData[i] = list[i]` or `data = append(data, list[i])` in a loop, or
// `x.Data = append(x.Data, list[i])`. The
// element type, or "" when the source does not tell.
func (t *typer) pagedElements(root ast.Node, value ast.Expr) string {
	elemOf := func(src ast.Expr, at token.Pos) string {
		if call, ok := src.(*ast.CallExpr); ok && selector(call.Fun) == "append" && len(call.Args) == 2 {
			return t.typeOf(call.Args[1], at)
		}
		if typ := t.typeOf(src, at); strings.HasPrefix(typ, "[]") && typ != "[]any" && typ != "[]interface{}" {
			return typ[2:]
		}
		id, ok := src.(*ast.Ident)
		if !ok {
			return ""
		}
		elem := ""
		ast.Inspect(root, func(m ast.Node) bool {
			a, ok := m.(*ast.AssignStmt)
			if !ok || len(a.Lhs) != 1 || len(a.Rhs) != 1 {
				return true
			}
			if ix, ok := a.Lhs[0].(*ast.IndexExpr); ok && t.s.Text(ix.X) == id.Name {
				if typ := t.typeOf(a.Rhs[0], a.Pos()); typ != "" {
					elem = typ
				}
			}
			// data = append(data, list[i])
			call, isCall := a.Rhs[0].(*ast.CallExpr)
			if l, ok := a.Lhs[0].(*ast.Ident); ok && l.Name == id.Name && isCall && selector(call.Fun) == "append" && len(call.Args) == 2 {
				if typ := t.typeOf(call.Args[1], a.Pos()); typ != "" {
					elem = typ
				}
			}
			return true
		})
		return elem
	}
	if lit, ok := value.(*ast.CompositeLit); ok {
		for _, el := range lit.Elts {
			if kv, ok := el.(*ast.KeyValueExpr); ok && t.s.Text(kv.Key) == "Data" {
				return elemOf(kv.Value, kv.Pos())
			}
		}
		return ""
	}
	elem := ""
	ast.Inspect(root, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if ok && len(as.Lhs) == 1 && len(as.Rhs) == 1 && t.s.Text(as.Lhs[0]) == t.s.Text(value)+".Data" {
			if e := elemOf(as.Rhs[0], as.Pos()); e != "" {
				elem = e
			}
		}
		return elem == ""
	})
	return elem
}

// operationSchema reads what one route writes on success and the types of its query parameters.
func (b *schemaBuilder) operationSchema(row *Row) *OperationSchema {
	s := b.s
	fn := s.Funcs["handlers."+row.Handler]
	op := &OperationSchema{Method: row.Method, Path: row.Path, Query: []QueryArg{}, Responses: []Written{}, Notes: []string{}}
	if row.Body != nil && row.Body.Command != "" && row.Body.MediaType == "application/json" {
		j := b.jtype(row.Body.Command)
		op.Request = &j
	}
	writer := s.paramOfType(fn.Decl.Type, "http.ResponseWriter")
	if writer == "" {
		writer = "w"
	}
	t := &typer{s: s, fn: fn, pkg: fn.Pkg, root: fn.Decl}
	wrote := map[int]bool{}
	ast.Inspect(fn.Decl.Body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		// Handlers write through the parameter of the HandlerFunction literal, also named w.
		if sel := selector(call.Fun); sel == "http.ServeFile" {
			// The file, whole (200) or in part for a Range request (206); 304 has no body.
			for _, st := range []int{s.statusBefore(fn.Decl.Body, call, writer), 206} {
				op.Responses = append(op.Responses, Written{Status: st, Kind: "file", Source: s.Where(call)})
				wrote[st] = true
			}
			return true
		}
		if calleeName(call) != "Write" || len(call.Args) != 1 || !strings.HasSuffix(selector(call.Fun), ".Write") {
			return true
		}
		if x := selector(call.Fun); x != writer+".Write" && x != "w.Write" {
			return true
		}
		st := s.statusBefore(fn.Decl.Body, call, writer)
		wrote[st] = true
		w := Written{Status: st, Source: s.Where(call)}
		id, isIdent := call.Args[0].(*ast.Ident)
		var value ast.Expr
		if isIdent {
			value = s.marshalled(fn.Decl.Body, id.Name, call.Pos())
		}
		if value == nil {
			w.Kind, w.Value = "bytes", s.Text(call.Args[0])
			op.Responses = append(op.Responses, w)
			return true
		}
		w.Kind, w.Value = "json", s.Text(value)
		w.Columns, w.SelectedAt = s.selectedColumns(fn.Decl.Body, value, call.Pos())
		typ := t.typeOf(value, call.Pos())
		if typ == "structs.PagedData" || typ == "*structs.PagedData" {
			if elem := t.pagedElements(fn.Decl.Body, value); elem != "" {
				typ = "structs.PagedData[" + elem + "]"
			} else {
				b.out.Unresolved = append(b.out.Unresolved, fmt.Sprintf("%s %s: what %s.Data holds (%s)", row.Method, row.Path, w.Value, w.Source))
			}
		}
		if typ == "" {
			b.out.Unresolved = append(b.out.Unresolved, fmt.Sprintf("%s %s: the type of %s (%s)", row.Method, row.Path, w.Value, w.Source))
		} else {
			var j JType
			if strings.HasPrefix(typ, "structs.PagedData[") {
				elem := strings.TrimSuffix(strings.TrimPrefix(typ, "structs.PagedData["), "]")
				j = b.jtype("structs.PagedData")
				items := b.jtype(elem)
				j.Items = &items
				j.Note = "data holds " + elem
			} else {
				j = b.jtype(typ)
			}
			w.Type = &j
			if row.Body != nil && row.Body.Command != "" && strings.TrimPrefix(typ, "*") == row.Body.Command {
				w.Echo = true
			}
		}
		op.Responses = append(op.Responses, w)
		return true
	})
	for _, st := range row.Success.Statuses {
		if !wrote[st] {
			op.Responses = append(op.Responses, Written{Status: st, Kind: "none", Source: row.Source})
		}
	}
	sort.SliceStable(op.Responses, func(i, j int) bool { return op.Responses[i].Status < op.Responses[j].Status })
	for _, p := range row.Query {
		op.Query = append(op.Query, b.queryType(fn, p.Name))
	}
	return op
}

// queryType: how the handler uses a query parameter's value. r.Form["x"] gives every value (an
// array of strings); a value converted by StringToUint is an integer; one compared with "true" a
// boolean; anything else a string.
func (b *schemaBuilder) queryType(fn *Func, name string) QueryArg {
	s := b.s
	arg := QueryArg{Name: name, Type: "string"}
	vars := map[string]bool{}
	ast.Inspect(fn.Decl.Body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.IndexExpr:
			if k, ok := gosource.StringLit(x.Index); ok && k == name && (strings.HasSuffix(s.Text(x.X), ".Form") || strings.HasSuffix(s.Text(x.X), ".URL.Query()")) {
				arg.Type, arg.Items = "array", "string"
			}
		case *ast.AssignStmt:
			if len(x.Rhs) == 1 {
				if k, ok := s.queryRead(x.Rhs[0]); ok && k == name {
					if id, ok := x.Lhs[0].(*ast.Ident); ok {
						vars[id.Name] = true
					}
				}
			}
		}
		return true
	})
	isValue := func(e ast.Expr) bool {
		if k, ok := s.queryRead(e); ok && k == name {
			return true
		}
		id, ok := e.(*ast.Ident)
		return ok && vars[id.Name]
	}
	ast.Inspect(fn.Decl.Body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.CallExpr:
			if checkedConversions[selector(x.Fun)] && len(x.Args) > 0 && isValue(x.Args[0]) && arg.Type == "string" {
				arg.Type = "integer"
			}
			// Passed to a helper of the same package that converts its parameter.
			if id, ok := x.Fun.(*ast.Ident); ok && arg.Type == "string" {
				if helper := s.Funcs[fn.Pkg+"."+id.Name]; helper != nil && helper != fn {
					for i, a := range x.Args {
						if isValue(a) && s.convertsParam(helper, i) {
							arg.Type = "integer"
						}
					}
				}
			}
		case *ast.BinaryExpr:
			if (x.Op == token.EQL || x.Op == token.NEQ) && isValue(x.X) {
				if v, ok := gosource.StringLit(x.Y); ok && (v == "true" || v == "false") {
					arg.Type = "boolean"
				}
			}
		}
		return true
	})
	return arg
}

// selectedColumns: when the variable written was last filled by a gorm chain with .Select("a, b")
// or .Select("a", "b") ending in Find/First/Take/Scan(&v) before the write, the columns named.
func (s *Source) selectedColumns(root ast.Node, value ast.Expr, before token.Pos) ([]string, string) {
	if u, ok := value.(*ast.UnaryExpr); ok && u.Op == token.AND {
		value = u.X
	}
	id, ok := value.(*ast.Ident)
	if !ok {
		return nil, ""
	}
	var columns []string
	at := ""
	var last token.Pos
	ast.Inspect(root, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || call.Pos() >= before || call.Pos() < last || len(call.Args) != 1 {
			return true
		}
		switch calleeName(call) {
		case "Find", "First", "Take", "Scan":
		default:
			return true
		}
		if s.Text(call.Args[0]) != "&"+id.Name {
			return true
		}
		last = call.Pos()
		columns, at = nil, ""
		// Walk down the chain: x.Where(…).Select(…).Find(&v).
		for e := call.Fun; ; {
			sel, ok := e.(*ast.SelectorExpr)
			if !ok {
				break
			}
			inner, ok := sel.X.(*ast.CallExpr)
			if !ok {
				break
			}
			if calleeName(inner) == "Select" {
				for _, a := range inner.Args {
					if v, ok := gosource.StringLit(a); ok {
						for _, c := range strings.Split(v, ",") {
							columns = append(columns, strings.TrimSpace(c))
						}
					}
				}
				at = s.Where(inner)
			}
			e = inner.Fun
		}
		return true
	})
	return columns, at
}

// convertsParam: the helper's i-th parameter goes through utils.StringToUint or the like.
func (s *Source) convertsParam(helper *Func, i int) bool {
	name, n := "", 0
	for _, p := range helper.Decl.Type.Params.List {
		for _, pn := range p.Names {
			if n == i {
				name = pn.Name
			}
			n++
		}
	}
	found := false
	ast.Inspect(helper.Decl.Body, func(node ast.Node) bool {
		if call, ok := node.(*ast.CallExpr); ok && checkedConversions[selector(call.Fun)] && len(call.Args) > 0 && s.Text(call.Args[0]) == name {
			found = true
		}
		return !found
	})
	return name != "" && found
}

// ExtractSchemas reads the JSON shapes of every route of a table.
func (s *Source) ExtractSchemas(table *Table) (out *Schemas, err error) {
	defer func() {
		if r := recover(); r != nil {
			if e, ok := r.(ExtractError); ok {
				err = e
				return
			}
			panic(r)
		}
	}()
	out = &Schemas{Types: map[string]*StructSchema{}, Unresolved: []string{}}
	b := &schemaBuilder{s: s, out: out, enums: s.enumValues()}
	for _, row := range table.Routes {
		out.Operations = append(out.Operations, b.operationSchema(row))
	}
	b.drain()
	sort.Strings(out.Unresolved)
	return out, nil
}
