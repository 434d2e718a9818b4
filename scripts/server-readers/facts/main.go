// Command server-facts reads facts that the documentation states about the Receipt Wrangler server
// from its Go source, with the standard library's Go parser (go/parser, go/ast), without building the
// module or downloading its dependencies:
//
//   - the environment variables the server reads (os.Getenv and os.LookupEnv), how each one is
//     checked (fatal when empty, parsed as an integer, compared with a list of values, replaced when
//     empty) and whether the read is reached from main at start-up;
//   - the variables the container image sets (ENV lines of docker/Dockerfile);
//   - the background task queues, their default priorities and the system settings check that needs
//     one configuration per queue;
//   - the AI client types and the per-type checks of the receipt processing settings command;
//   - the system settings model: JSON name, Go type, gorm default, and the checks of its command;
//   - the checks of the receipt and group commands, and the arguments each handler validates with;
//   - the default prompt the server creates, what each prompt template variable is replaced with and,
//     for a list read from the database (categories, tags), which columns its query selects;
//   - the checks of the system email command, and the arguments each handler validates with;
//   - what a failing step of an email poll's attachment loop does (stop the poll, or skip to the next).
//
// Usage: go run . -src <directory that holds api/ and docker/> > facts.json
// The output is one JSON object; scripts/server-readers/facts/refresh.mjs adds the web app's facts and the
// source block and writes the fixture.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"go/ast"
	"go/printer"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strconv"
	"strings"

	"serverreaders/gosource"
)

type file struct {
	path    string // relative to the source root, e.g. api/internal/env/config.go
	pkg     string // import path of its package
	ast     *ast.File
	imports map[string]string // local name -> import path
}

type funcInfo struct {
	key  string // pkg.Name or pkg.Recv.Name
	name string
	recv string
	decl *ast.FuncDecl
	file *file
}

type constInfo struct {
	pkg, name, typ, value, pos string
}

// reader holds the parsed server: its files, functions and string constants by import path.
type reader struct {
	source    *gosource.Source
	module    string // the module path of api/go.mod
	files     []*file
	funcs     map[string]*funcInfo  // pkg.Name or pkg.Recv.Name
	consts    map[string]*constInfo // pkg.Name
	constList []*constInfo          // in file order
	parsed    map[*ast.CallExpr]bool
}

// failure is a fact the reader cannot read; read returns it as its error.
type failure struct{ message string }

func (f failure) Error() string { return f.message }

func fail(format string, args ...interface{}) {
	panic(failure{fmt.Sprintf(format, args...)})
}

func (r *reader) pos(p token.Pos) string {
	position := r.source.Fset.Position(p)
	return fmt.Sprintf("%s:%d", position.Filename, position.Line)
}

func (r *reader) text(node ast.Node) string {
	var b strings.Builder
	if err := printer.Fprint(&b, r.source.Fset, node); err != nil {
		fail("print: %v", err)
	}
	return b.String()
}

// newReader indexes the Go files of the server's module: those under api/ in files (path relative to
// the source root -> text), api/go.mod naming the module.
func newReader(files map[string]string) *reader {
	for _, line := range strings.Split(files["api/go.mod"], "\n") {
		if strings.HasPrefix(line, "module ") {
			module := strings.TrimSpace(strings.TrimPrefix(line, "module "))
			if module != "" {
				return indexModule(files, module)
			}
		}
	}
	fail("no module line in api/go.mod")
	return nil
}

func indexModule(files map[string]string, module string) *reader {
	goFiles := map[string]string{}
	for name, text := range files {
		if strings.HasPrefix(name, "api/") {
			goFiles[name] = text
		}
	}
	source, err := gosource.Parse(goFiles)
	if err != nil {
		fail("%v", err)
	}
	r := &reader{source: source, module: module, funcs: map[string]*funcInfo{}, consts: map[string]*constInfo{},
		parsed: map[*ast.CallExpr]bool{}}
	for _, parsed := range source.Files {
		pkg := module
		if parsed.Dir != "api" {
			pkg = module + "/" + strings.TrimPrefix(parsed.Dir, "api/")
		}
		r.files = append(r.files, &file{path: parsed.Rel, pkg: pkg, ast: parsed.AST, imports: parsed.Imports})
	}
	for _, f := range r.files {
		for _, decl := range f.ast.Decls {
			switch d := decl.(type) {
			case *ast.FuncDecl:
				info := &funcInfo{name: d.Name.Name, decl: d, file: f}
				info.key = f.pkg + "." + d.Name.Name
				if d.Recv != nil && len(d.Recv.List) > 0 {
					info.recv = typeName(d.Recv.List[0].Type)
					info.key = f.pkg + "." + info.recv + "." + d.Name.Name
				}
				r.funcs[info.key] = info
			case *ast.GenDecl:
				if d.Tok != token.CONST {
					continue
				}
				for _, spec := range d.Specs {
					vs := spec.(*ast.ValueSpec)
					for i, name := range vs.Names {
						if i >= len(vs.Values) {
							continue
						}
						lit, ok := vs.Values[i].(*ast.BasicLit)
						if !ok || lit.Kind != token.STRING {
							continue
						}
						value, _ := strconv.Unquote(lit.Value)
						c := &constInfo{pkg: f.pkg, name: name.Name, value: value, pos: r.pos(name.Pos())}
						if vs.Type != nil {
							c.typ = typeName(vs.Type)
						}
						r.consts[f.pkg+"."+name.Name] = c
						r.constList = append(r.constList, c)
					}
				}
			}
		}
	}
	return r
}

func typeName(expr ast.Expr) string {
	switch t := expr.(type) {
	case *ast.StarExpr:
		return typeName(t.X)
	case *ast.Ident:
		return t.Name
	case *ast.SelectorExpr:
		return t.Sel.Name
	case *ast.IndexExpr:
		return typeName(t.X)
	}
	return ""
}

// constOf resolves an identifier or pkg.Name selector to a string constant of the module.
func (r *reader) constOf(f *file, expr ast.Expr) *constInfo {
	switch e := expr.(type) {
	case *ast.Ident:
		return r.consts[f.pkg+"."+e.Name]
	case *ast.SelectorExpr:
		if x, ok := e.X.(*ast.Ident); ok {
			if importPath, ok := f.imports[x.Name]; ok {
				return r.consts[importPath+"."+e.Sel.Name]
			}
		}
	case *ast.ParenExpr:
		return r.constOf(f, e.X)
	}
	return nil
}

// stringValue resolves a string literal, a string constant, or a conversion of one (string(c)).
func (r *reader) stringValue(f *file, expr ast.Expr) (string, bool) {
	switch e := expr.(type) {
	case *ast.BasicLit:
		if e.Kind == token.STRING {
			value, err := strconv.Unquote(e.Value)
			return value, err == nil
		}
	case *ast.CallExpr:
		if len(e.Args) == 1 {
			return r.stringValue(f, e.Args[0])
		}
	}
	if c := r.constOf(f, expr); c != nil {
		return c.value, true
	}
	return "", false
}

// isPkgCall tells whether call is importPath.name(...) in file f.
func isPkgCall(f *file, call *ast.CallExpr, importPath string, names ...string) bool {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	x, ok := sel.X.(*ast.Ident)
	if !ok || f.imports[x.Name] != importPath {
		return false
	}
	for _, name := range names {
		if sel.Sel.Name == name {
			return true
		}
	}
	return false
}

// ---------------------------------------------------------------------------------------------
// Call graph from main.main (for "read at start-up").

func (r *reader) callees(f *file, body ast.Node) []string {
	var out []string
	ast.Inspect(body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		switch fun := call.Fun.(type) {
		case *ast.Ident:
			out = append(out, f.pkg+"."+fun.Name)
		case *ast.SelectorExpr:
			if x, ok := fun.X.(*ast.Ident); ok {
				if importPath, ok := f.imports[x.Name]; ok {
					out = append(out, importPath+"."+fun.Sel.Name)
					return true
				}
			}
			// A method call: without type information, every method of that name in the module.
			for key, info := range r.funcs {
				if info.recv != "" && info.name == fun.Sel.Name {
					out = append(out, key)
				}
			}
		}
		return true
	})
	return out
}

func (r *reader) reachableFromMain() map[string]bool {
	seen := map[string]bool{}
	start := r.module + ".main"
	if r.funcs[start] == nil {
		fail("no func main in package %s", r.module)
	}
	queue := []string{start}
	for len(queue) > 0 {
		key := queue[0]
		queue = queue[1:]
		if seen[key] {
			continue
		}
		info := r.funcs[key]
		if info == nil {
			continue
		}
		seen[key] = true
		if info.decl.Body != nil {
			queue = append(queue, r.callees(info.file, info.decl.Body)...)
		}
	}
	return seen
}

// ---------------------------------------------------------------------------------------------
// Environment variables.

type envCheck struct {
	Kind      string   `json:"kind"`
	Detail    string   `json:"detail,omitempty"`
	Message   string   `json:"message,omitempty"`
	Values    []string `json:"values,omitempty"`
	When      *envWhen `json:"when,omitempty"`
	Source    string   `json:"source"`
	Condition string   `json:"condition,omitempty"`
}

type envWhen struct {
	Variable string   `json:"variable"`
	Values   []string `json:"values"`
}

type envRead struct {
	Function string `json:"function"`
	Source   string `json:"source"`
	Startup  bool   `json:"startup"`
}

type envVar struct {
	Name          string     `json:"name"`
	Required      string     `json:"required"` // "yes", "no" or "conditional"
	RequiredWhen  *envWhen   `json:"requiredWhen,omitempty"`
	Default       *string    `json:"default"`
	DefaultSource string     `json:"defaultSource,omitempty"`
	AllowedValues []string   `json:"allowedValues,omitempty"`
	Integer       bool       `json:"integer,omitempty"`
	Startup       bool       `json:"startup"`
	SetInImage    *string    `json:"setInImage,omitempty"`
	SetByServer   string     `json:"setByServer,omitempty"`
	Reads         []envRead  `json:"reads"`
	Checks        []envCheck `json:"checks"`
}

// envName returns the variable name when call is os.Getenv/os.LookupEnv with a resolvable name.
func (r *reader) envName(f *file, expr ast.Expr) (string, bool) {
	call, ok := expr.(*ast.CallExpr)
	if !ok || len(call.Args) != 1 || !isPkgCall(f, call, "os", "Getenv", "LookupEnv") {
		return "", false
	}
	name, ok := r.stringValue(f, call.Args[0])
	if !ok {
		fail("%s: cannot resolve the name of an environment variable: %s", r.pos(call.Pos()), r.text(call.Args[0]))
	}
	return name, true
}

func isFatal(f *file, body ast.Node) bool {
	fatal := false
	ast.Inspect(body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		if isPkgCall(f, call, "os", "Exit") || isPkgCall(f, call, "log", "Fatal", "Fatalf", "Fatalln") {
			fatal = true
		}
		if id, ok := call.Fun.(*ast.Ident); ok && id.Name == "panic" {
			fatal = true
		}
		for _, arg := range call.Args {
			if sel, ok := arg.(*ast.SelectorExpr); ok && sel.Sel.Name == "LOG_LEVEL_FATAL" {
				fatal = true
			}
		}
		return true
	})
	return fatal
}

func (r *reader) fatalMessage(f *file, body ast.Node) string {
	message := ""
	ast.Inspect(body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if ok && len(call.Args) == 2 {
			if sel, ok := call.Args[0].(*ast.SelectorExpr); ok && sel.Sel.Name == "LOG_LEVEL_FATAL" {
				message, _ = r.stringValue(f, call.Args[1])
			}
		}
		return true
	})
	return message
}

// emptyTest returns the expression tested for emptiness by len(x) == 0 or x == "".
func emptyTest(expr ast.Expr) ast.Expr {
	bin, ok := expr.(*ast.BinaryExpr)
	if !ok {
		return nil
	}
	if bin.Op == token.LAND || bin.Op == token.LOR {
		if x := emptyTest(bin.X); x != nil {
			return x
		}
		return emptyTest(bin.Y)
	}
	if bin.Op != token.EQL {
		return nil
	}
	if call, ok := bin.X.(*ast.CallExpr); ok {
		if id, ok := call.Fun.(*ast.Ident); ok && id.Name == "len" && len(call.Args) == 1 {
			if lit, ok := bin.Y.(*ast.BasicLit); ok && lit.Value == "0" {
				return call.Args[0]
			}
		}
	}
	if lit, ok := bin.Y.(*ast.BasicLit); ok && lit.Value == `""` {
		return bin.X
	}
	return nil
}

// stringComparisons lists the string literals that expr compares ident (by name) with, joined by ||.
func (r *reader) stringComparisons(f *file, expr ast.Expr, isSubject func(ast.Expr) bool) []string {
	var values []string
	ast.Inspect(expr, func(n ast.Node) bool {
		bin, ok := n.(*ast.BinaryExpr)
		if !ok || bin.Op != token.EQL {
			return true
		}
		if isSubject(bin.X) {
			if value, ok := r.stringValue(f, bin.Y); ok {
				values = append(values, value)
			}
		}
		return true
	})
	return values
}

func uniqueSorted(values []string) []string {
	set := map[string]bool{}
	for _, v := range values {
		set[v] = true
	}
	out := make([]string, 0, len(set))
	for v := range set {
		out = append(out, v)
	}
	sort.Strings(out)
	return out
}

func (r *reader) extractEnv(startup map[string]bool, image map[string]imageEnv) []*envVar {
	vars := map[string]*envVar{}
	get := func(name string) *envVar {
		if vars[name] == nil {
			vars[name] = &envVar{Name: name, Required: "no", Reads: []envRead{}, Checks: []envCheck{}}
		}
		return vars[name]
	}
	// Struct fields set from a variable: Field: os.Getenv(X) in a composite literal.
	fieldVar := map[string]string{}

	for _, info := range r.sortedFuncs() {
		f := info.file
		body := info.decl.Body
		if body == nil {
			continue
		}
		// Local names that hold a variable's value: v := os.Getenv(X).
		local := map[string]string{}
		ast.Inspect(body, func(n ast.Node) bool {
			switch node := n.(type) {
			case *ast.AssignStmt:
				for i, rhs := range node.Rhs {
					if name, ok := r.envName(f, rhs); ok && i < len(node.Lhs) {
						if id, ok := node.Lhs[i].(*ast.Ident); ok {
							local[id.Name] = name
						}
					}
				}
			case *ast.KeyValueExpr:
				if name, ok := r.envName(f, node.Value); ok {
					if key, ok := node.Key.(*ast.Ident); ok {
						fieldVar[key.Name] = name
					}
				}
			case *ast.CallExpr:
				if name, ok := r.envName(f, node); ok {
					v := get(name)
					v.Reads = append(v.Reads, envRead{Function: strings.TrimPrefix(info.key, r.module+"/"), Source: r.pos(node.Pos()), Startup: startup[info.key]})
				}
				if isPkgCall(f, node, "os", "Setenv") && len(node.Args) == 2 {
					if name, ok := r.stringValue(f, node.Args[0]); ok {
						get(name).SetByServer = fmt.Sprintf("%s (%s)", r.pos(node.Pos()), r.text(node.Args[1]))
					}
				}
			}
			return true
		})
		subjectName := func(expr ast.Expr) string {
			if name, ok := r.envName(f, expr); ok {
				return name
			}
			if id, ok := expr.(*ast.Ident); ok {
				return local[id.Name]
			}
			return ""
		}
		ast.Inspect(body, func(n ast.Node) bool {
			switch node := n.(type) {
			case *ast.IfStmt:
				if tested := emptyTest(node.Cond); tested != nil {
					if name := subjectName(tested); name != "" {
						if isFatal(f, node.Body) {
							get(name).Checks = append(get(name).Checks, envCheck{Kind: "fatal-when-empty", Message: r.fatalMessage(f, node.Body), Source: r.pos(node.Pos()), Condition: r.text(node.Cond)})
						} else if len(node.Body.List) == 1 {
							switch stmt := node.Body.List[0].(type) {
							case *ast.AssignStmt:
								if value, ok := r.stringValue(f, stmt.Rhs[0]); ok {
									get(name).Checks = append(get(name).Checks, envCheck{Kind: "default-when-empty", Detail: value, Source: r.pos(node.Pos())})
								}
							case *ast.ReturnStmt:
								if len(stmt.Results) == 1 {
									if value, ok := r.stringValue(f, stmt.Results[0]); ok {
										get(name).Checks = append(get(name).Checks, envCheck{Kind: "default-when-empty", Detail: value, Source: r.pos(node.Pos())})
									} else {
										get(name).Checks = append(get(name).Checks, envCheck{Kind: "computed-when-empty", Detail: r.text(stmt.Results[0]), Source: r.pos(node.Pos())})
									}
								}
							}
						}
					}
				}
				// Integer parsing guarded by a comparison of another variable with literals.
				guardName := ""
				guardValues := r.stringComparisons(f, node.Cond, func(x ast.Expr) bool {
					if name := subjectName(x); name != "" {
						guardName = name
						return true
					}
					return false
				})
				ast.Inspect(node.Body, func(m ast.Node) bool {
					call, ok := m.(*ast.CallExpr)
					if !ok || !isIntParse(f, call) {
						return true
					}
					if name := subjectName(call.Args[0]); name != "" && guardName != "" {
						get(name).Checks = append(get(name).Checks, envCheck{Kind: "integer", When: &envWhen{Variable: guardName, Values: guardValues}, Source: r.pos(call.Pos())})
						r.markParsed(call)
					}
					return true
				})
			case *ast.CallExpr:
				if isIntParse(f, node) && !r.parsed[node] {
					if name := subjectName(node.Args[0]); name != "" {
						get(name).Checks = append(get(name).Checks, envCheck{Kind: "integer", Source: r.pos(node.Pos())})
						r.markParsed(node)
					}
				}
			}
			return true
		})
	}

	// Values compared with a struct field that holds a variable (dbConfig.Engine == "sqlite"), and
	// an error returned that names the compared value: any other value, the empty one included, fails.
	for _, info := range r.sortedFuncs() {
		f := info.file
		if info.decl.Body == nil {
			continue
		}
		holders := map[string]string{}
		ast.Inspect(info.decl.Body, func(n ast.Node) bool {
			if assign, ok := n.(*ast.AssignStmt); ok {
				for i, rhs := range assign.Rhs {
					if sel, ok := rhs.(*ast.SelectorExpr); ok && fieldVar[sel.Sel.Name] != "" && i < len(assign.Lhs) {
						if id, ok := assign.Lhs[i].(*ast.Ident); ok {
							holders[id.Name] = fieldVar[sel.Sel.Name]
						}
					}
					if name, ok := r.envName(f, rhs); ok && i < len(assign.Lhs) {
						if id, ok := assign.Lhs[i].(*ast.Ident); ok {
							holders[id.Name] = name
						}
					}
				}
			}
			return true
		})
		holderNames := make([]string, 0, len(holders))
		for holder := range holders {
			holderNames = append(holderNames, holder)
		}
		sort.Strings(holderNames)
		for _, holder := range holderNames {
			name := holders[holder]
			var values []string
			ast.Inspect(info.decl.Body, func(n ast.Node) bool {
				if stmt, ok := n.(*ast.IfStmt); ok {
					values = append(values, r.stringComparisons(f, stmt.Cond, func(x ast.Expr) bool {
						id, ok := x.(*ast.Ident)
						return ok && id.Name == holder
					})...)
				}
				return true
			})
			if len(values) == 0 {
				continue
			}
			check := envCheck{Kind: "compared", Values: uniqueSorted(values), Source: r.pos(info.decl.Pos())}
			ast.Inspect(info.decl.Body, func(n ast.Node) bool {
				ret, ok := n.(*ast.ReturnStmt)
				if !ok {
					return true
				}
				for _, result := range ret.Results {
					call, ok := result.(*ast.CallExpr)
					if !ok || !isPkgCall(f, call, "fmt", "Errorf") || len(call.Args) < 2 {
						continue
					}
					for _, arg := range call.Args[1:] {
						if id, ok := arg.(*ast.Ident); ok && id.Name == holder {
							check.Kind = "one-of"
							check.Message, _ = r.stringValue(f, call.Args[0])
							check.Source = r.pos(ret.Pos())
						}
					}
				}
				return true
			})
			get(name).Checks = append(get(name).Checks, check)
		}
	}

	for name, value := range image {
		v := get(name)
		text := value.Value
		v.SetInImage = &text
	}

	out := make([]*envVar, 0, len(vars))
	for _, v := range vars {
		for _, read := range v.Reads {
			v.Startup = v.Startup || read.Startup
		}
		var allowed []string
		for _, check := range v.Checks {
			switch check.Kind {
			case "fatal-when-empty":
				v.Required = "yes"
			case "one-of":
				v.Required = "yes"
				allowed = append(allowed, check.Values...)
			case "compared":
				allowed = append(allowed, check.Values...)
			case "integer":
				v.Integer = true
				if check.When == nil {
					v.Required = "yes"
				} else if v.Required != "yes" {
					v.Required = "conditional"
					v.RequiredWhen = check.When
				}
			case "default-when-empty":
				value := check.Detail
				v.Default = &value
				v.DefaultSource = check.Source
			}
		}
		if len(allowed) > 0 {
			v.AllowedValues = uniqueSorted(allowed)
		}
		if v.RequiredWhen != nil {
			v.RequiredWhen.Values = uniqueSorted(v.RequiredWhen.Values)
		}
		out = append(out, v)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

func (r *reader) markParsed(call *ast.CallExpr) { r.parsed[call] = true }

func isIntParse(f *file, call *ast.CallExpr) bool {
	if len(call.Args) != 1 {
		return false
	}
	if isPkgCall(f, call, "strconv", "Atoi") {
		return true
	}
	sel, ok := call.Fun.(*ast.SelectorExpr)
	return ok && sel.Sel.Name == "StringToInt"
}

func (r *reader) sortedFuncs() []*funcInfo {
	out := make([]*funcInfo, 0, len(r.funcs))
	for _, info := range r.funcs {
		out = append(out, info)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].key < out[j].key })
	return out
}

// ---------------------------------------------------------------------------------------------
// Dockerfile ENV lines (the image the docs install).

type imageEnv struct {
	Value  string `json:"value"`
	Source string `json:"source"`
}

// readDockerfile reads the ENV lines of a Dockerfile; rel is its path relative to the source root.
func readDockerfile(rel, data string) map[string]imageEnv {
	out := map[string]imageEnv{}
	lines := strings.Split(data, "\n")
	for i := 0; i < len(lines); i++ {
		line := strings.TrimSpace(lines[i])
		start := i
		for strings.HasSuffix(line, "\\") && i+1 < len(lines) {
			i++
			line = strings.TrimSuffix(line, "\\") + " " + strings.TrimSpace(lines[i])
		}
		fields := strings.Fields(line)
		if len(fields) < 2 || !strings.EqualFold(fields[0], "ENV") {
			continue
		}
		rest := strings.TrimSpace(line[len(fields[0]):])
		if !strings.Contains(fields[1], "=") {
			out[fields[1]] = imageEnv{Value: strings.TrimSpace(rest[len(fields[1]):]), Source: fmt.Sprintf("%s:%d", filepath.ToSlash(rel), start+1)}
			continue
		}
		for _, pair := range splitEnvPairs(rest) {
			eq := strings.Index(pair, "=")
			value := pair[eq+1:]
			if unquoted, err := strconv.Unquote(value); err == nil {
				value = unquoted
			}
			out[pair[:eq]] = imageEnv{Value: value, Source: fmt.Sprintf("%s:%d", filepath.ToSlash(rel), start+1)}
		}
	}
	return out
}

// splitEnvPairs splits `A="x y" B=z` at spaces outside double quotes.
func splitEnvPairs(text string) []string {
	var out []string
	var current strings.Builder
	quoted := false
	for _, r := range text {
		switch {
		case r == '"':
			quoted = !quoted
			current.WriteRune(r)
		case r == ' ' && !quoted:
			if current.Len() > 0 {
				out = append(out, current.String())
				current.Reset()
			}
		default:
			current.WriteRune(r)
		}
	}
	if current.Len() > 0 {
		out = append(out, current.String())
	}
	return out
}

// ---------------------------------------------------------------------------------------------
// Struct models, enums and command checks.

type enumValue struct {
	Constant string `json:"constant"`
	Value    string `json:"value"`
	Source   string `json:"source"`
}

func (r *reader) enumOf(typ string) []enumValue {
	var out []enumValue
	for _, c := range r.constList {
		if c.typ == typ {
			out = append(out, enumValue{Constant: c.name, Value: c.value, Source: c.pos})
		}
	}
	return out
}

type structField struct {
	Go        string   `json:"go"`
	JSON      string   `json:"json"`
	Type      string   `json:"type"`
	Default   *string  `json:"default"`
	ZeroValue string   `json:"zeroValue"`
	Values    []string `json:"values,omitempty"`
	Source    string   `json:"source"`
}

func (r *reader) findStruct(pkgSuffix, name string) (*ast.StructType, *file) {
	for _, f := range r.files {
		if !strings.HasSuffix(f.pkg, pkgSuffix) {
			continue
		}
		for _, decl := range f.ast.Decls {
			gen, ok := decl.(*ast.GenDecl)
			if !ok || gen.Tok != token.TYPE {
				continue
			}
			for _, spec := range gen.Specs {
				ts := spec.(*ast.TypeSpec)
				if st, ok := ts.Type.(*ast.StructType); ok && ts.Name.Name == name {
					return st, f
				}
			}
		}
	}
	fail("struct %s not found in a package ending in %s", name, pkgSuffix)
	return nil, nil
}

func zeroValue(expr ast.Expr) string {
	switch t := expr.(type) {
	case *ast.StarExpr, *ast.ArrayType, *ast.MapType:
		return "null"
	case *ast.Ident:
		switch t.Name {
		case "bool":
			return "false"
		case "int", "int64", "int32", "uint", "uint64", "float64":
			return "0"
		case "string":
			return ""
		}
	}
	return "(struct)"
}

func (r *reader) structFields(pkgSuffix, name string) []structField {
	st, _ := r.findStruct(pkgSuffix, name)
	var out []structField
	for _, field := range st.Fields.List {
		if len(field.Names) == 0 || field.Tag == nil {
			continue // embedded BaseModel
		}
		tagText, _ := strconv.Unquote(field.Tag.Value)
		tag := reflect.StructTag(tagText)
		jsonName := strings.Split(tag.Get("json"), ",")[0]
		if jsonName == "-" || jsonName == "" {
			continue
		}
		sf := structField{Go: field.Names[0].Name, JSON: jsonName, Type: r.text(field.Type), ZeroValue: zeroValue(field.Type), Source: r.pos(field.Pos())}
		for _, part := range strings.Split(tag.Get("gorm"), ";") {
			part = strings.TrimSpace(part)
			if strings.HasPrefix(part, "default:") {
				value := strings.TrimPrefix(part, "default:")
				sf.Default = &value
			}
		}
		if values := r.enumOf(typeName(field.Type)); len(values) > 0 {
			if sf.ZeroValue == "(struct)" {
				sf.ZeroValue = "" // a string type
			}
			for _, v := range values {
				sf.Values = append(sf.Values, v.Value)
			}
		}
		out = append(out, sf)
	}
	return out
}

type validation struct {
	Field     string `json:"field"`
	Message   string `json:"message"`
	Condition string `json:"condition"`
	// Constants compared in the condition, by value (for example the AI types a check applies to).
	Constants []string `json:"constants,omitempty"`
	Source    string   `json:"source"`
}

// condition prints an if condition on one line, in parentheses when it has a top-level || or &&.
func (r *reader) condition(expr ast.Expr) string {
	text := strings.Join(strings.Fields(r.text(expr)), " ")
	if bin, ok := expr.(*ast.BinaryExpr); ok && (bin.Op == token.LOR || bin.Op == token.LAND) {
		return "(" + text + ")"
	}
	return text
}

// constantsIn lists the values of the module's string constants that expr names, in order.
func (r *reader) constantsIn(f *file, exprs []ast.Expr) []string {
	var out []string
	for _, expr := range exprs {
		ast.Inspect(expr, func(n ast.Node) bool {
			if e, ok := n.(ast.Expr); ok {
				if c := r.constOf(f, e); c != nil {
					out = append(out, c.value)
					return false
				}
			}
			return true
		})
	}
	return out
}

// validations lists errors["field"] = "message" assignments of a Validate method, with the
// conditions of the if statements around each one.
func (r *reader) validations(pkgSuffix, recv string) []validation {
	var info *funcInfo
	for _, candidate := range r.funcs {
		if strings.HasSuffix(candidate.file.pkg, pkgSuffix) && candidate.recv == recv && candidate.name == "Validate" {
			info = candidate
		}
	}
	if info == nil {
		fail("no %s.Validate in a package ending in %s", recv, pkgSuffix)
	}
	var out []validation
	var walk func(stmts []ast.Stmt, conditions []ast.Expr)
	walk = func(stmts []ast.Stmt, conditions []ast.Expr) {
		for _, stmt := range stmts {
			switch s := stmt.(type) {
			case *ast.IfStmt:
				walk(s.Body.List, append(append([]ast.Expr{}, conditions...), s.Cond))
				if block, ok := s.Else.(*ast.BlockStmt); ok {
					walk(block.List, append(append([]ast.Expr{}, conditions...), &ast.UnaryExpr{Op: token.NOT, X: &ast.ParenExpr{X: s.Cond}}))
				}
			case *ast.AssignStmt:
				index, ok := s.Lhs[0].(*ast.IndexExpr)
				if !ok || len(s.Rhs) != 1 {
					continue
				}
				field, ok1 := r.stringValue(info.file, index.Index)
				message, ok2 := r.stringValue(info.file, s.Rhs[0])
				if ok1 && ok2 {
					texts := make([]string, len(conditions))
					for i, c := range conditions {
						texts[i] = r.condition(c)
						if len(conditions) == 1 {
							texts[i] = strings.Join(strings.Fields(r.text(c)), " ")
						}
					}
					out = append(out, validation{Field: field, Message: message, Condition: strings.Join(texts, " && "), Constants: r.constantsIn(info.file, conditions), Source: r.pos(s.Pos())})
				}
			}
		}
	}
	walk(info.decl.Body.List, nil)
	return out
}

// ---------------------------------------------------------------------------------------------
// Queues.

type queue struct {
	Name            string `json:"name"`
	Constant        string `json:"constant"`
	DefaultPriority *int   `json:"defaultPriority"`
	Source          string `json:"source"`
}

func (r *reader) extractQueues() ([]queue, string) {
	info := r.findFunc("/models", "GetQueueNames")
	var out []queue
	ast.Inspect(info.decl.Body, func(n ast.Node) bool {
		lit, ok := n.(*ast.CompositeLit)
		if !ok {
			return true
		}
		for _, elt := range lit.Elts {
			c := r.constOf(info.file, elt)
			if c == nil {
				fail("%s: queue name is not a constant: %s", r.pos(elt.Pos()), r.text(elt))
			}
			out = append(out, queue{Name: c.value, Constant: c.name, Source: c.pos})
		}
		return false
	})
	// Default priorities: TaskQueueConfiguration{Name: X, Priority: n} literals.
	for _, f := range r.files {
		ast.Inspect(f.ast, func(n ast.Node) bool {
			lit, ok := n.(*ast.CompositeLit)
			if !ok || typeName(lit.Type) != "TaskQueueConfiguration" {
				return true
			}
			var name string
			priority := -1
			for _, elt := range lit.Elts {
				kv, ok := elt.(*ast.KeyValueExpr)
				if !ok {
					continue
				}
				switch kv.Key.(*ast.Ident).Name {
				case "Name":
					name, _ = r.stringValue(f, kv.Value)
				case "Priority":
					if basic, ok := kv.Value.(*ast.BasicLit); ok {
						priority, _ = strconv.Atoi(basic.Value)
					}
				}
			}
			for i := range out {
				if out[i].Name == name && priority >= 0 {
					p := priority
					out[i].DefaultPriority = &p
				}
			}
			return true
		})
	}
	return out, r.pos(info.decl.Pos())
}

func (r *reader) findFunc(pkgSuffix, name string) *funcInfo {
	for _, info := range r.funcs {
		if strings.HasSuffix(info.file.pkg, pkgSuffix) && info.recv == "" && info.name == name {
			return info
		}
	}
	fail("func %s not found in a package ending in %s", name, pkgSuffix)
	return nil
}

// queueCountChecks finds checks that compare len(x.TaskQueueConfigurations) with the number of queues.
func (r *reader) queueCountChecks() []validation {
	var out []validation
	for _, info := range r.sortedFuncs() {
		if info.decl.Body == nil {
			continue
		}
		queueLists := map[string]bool{}
		ast.Inspect(info.decl.Body, func(n ast.Node) bool {
			if assign, ok := n.(*ast.AssignStmt); ok && len(assign.Rhs) == 1 {
				if call, ok := assign.Rhs[0].(*ast.CallExpr); ok {
					if sel, ok := call.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "GetQueueNames" {
						queueLists[assign.Lhs[0].(*ast.Ident).Name] = true
					}
				}
			}
			stmt, ok := n.(*ast.IfStmt)
			if !ok {
				return true
			}
			bin, ok := stmt.Cond.(*ast.BinaryExpr)
			if !ok || bin.Op != token.NEQ || !strings.Contains(r.text(bin.X), "TaskQueueConfigurations") {
				return true
			}
			if call, ok := bin.Y.(*ast.CallExpr); ok && len(call.Args) == 1 {
				if id, ok := call.Args[0].(*ast.Ident); ok && queueLists[id.Name] {
					for _, s := range stmt.Body.List {
						if assign, ok := s.(*ast.AssignStmt); ok {
							if index, ok := assign.Lhs[0].(*ast.IndexExpr); ok {
								field, _ := r.stringValue(info.file, index.Index)
								message, _ := r.stringValue(info.file, assign.Rhs[0])
								out = append(out, validation{Field: field, Message: message, Condition: strings.Join(strings.Fields(r.text(stmt.Cond)), " "), Source: r.pos(stmt.Pos())})
							}
						}
					}
				}
			}
			return true
		})
	}
	return out
}

// ---------------------------------------------------------------------------------------------
// Commands the pages describe: their checks, and how each handler calls them.

type validateCall struct {
	Handler string   `json:"handler"`
	Args    []string `json:"args"`
	Source  string   `json:"source"`
}

// validateCalls lists the handlers that build a commands.<recv>{} and call its Validate, with the
// arguments they pass (a Validate(isCreate bool) called with `true` by an update handler checks
// as on create).
func (r *reader) validateCalls(recv string) []validateCall {
	var out []validateCall
	for _, info := range r.sortedFuncs() {
		if !strings.HasSuffix(info.file.pkg, "/handlers") || info.decl.Body == nil {
			continue
		}
		builds := false
		ast.Inspect(info.decl.Body, func(n ast.Node) bool {
			if lit, ok := n.(*ast.CompositeLit); ok && typeName(lit.Type) == recv {
				builds = true
			}
			return true
		})
		if !builds {
			continue
		}
		ast.Inspect(info.decl.Body, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok || sel.Sel.Name != "Validate" {
				return true
			}
			args := []string{}
			for _, arg := range call.Args {
				args = append(args, r.text(arg))
			}
			out = append(out, validateCall{Handler: info.name, Args: args, Source: r.pos(call.Pos())})
			return true
		})
	}
	if len(out) == 0 {
		fail("no handler calls %s.Validate", recv)
	}
	return out
}

// validateParams names the parameters of recv.Validate, in order (so a check's condition on
// `isCreate` can be read against the arguments of validateCalls).
func (r *reader) validateParams(recv string) []string {
	var params []string
	for _, info := range r.funcs {
		if strings.HasSuffix(info.file.pkg, "/commands") && info.recv == recv && info.name == "Validate" {
			for _, field := range info.decl.Type.Params.List {
				for _, name := range field.Names {
					params = append(params, name.Name)
				}
			}
			return params
		}
	}
	fail("no %s.Validate in the commands package", recv)
	return nil
}

func (r *reader) command(recv string) map[string]interface{} {
	return map[string]interface{}{
		"validateParams": r.validateParams(recv),
		"checks":         r.validations("/commands", recv),
		"validateCalls":  r.validateCalls(recv),
	}
}

type promptVariable struct {
	Name    string       `json:"name"`
	Value   string       `json:"value"`
	Source  string       `json:"source"`
	Selects *listColumns `json:"selects,omitempty"`
}

// listColumns is what a prompt variable's list is read with: a repository call such as
// GetAllTags("id, name") whose parameter the repository passes to gorm's Select, so that only
// those columns are filled in the JSON the prompt receives.
type listColumns struct {
	Call         string   `json:"call"`
	Columns      []string `json:"columns"`
	Source       string   `json:"source"`
	SelectSource string   `json:"selectSource"`
}

// selectedColumns follows `x, err := service.method()` to that method of the same receiver, finds
// in it a call `repo.GetAllX("a, b")` with one string literal, and checks that the repository method
// GetAllX passes its parameter to .Select(...). It returns nil when the method reads no such list.
func (r *reader) selectedColumns(recv string, call *ast.CallExpr) *listColumns {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	var method *funcInfo
	for _, info := range r.funcs {
		if info.recv == recv && info.name == sel.Sel.Name {
			method = info
		}
	}
	if method == nil || method.decl.Body == nil {
		return nil
	}
	var out *listColumns
	ast.Inspect(method.decl.Body, func(n ast.Node) bool {
		inner, ok := n.(*ast.CallExpr)
		if !ok || len(inner.Args) != 1 || out != nil {
			return true
		}
		innerSel, ok := inner.Fun.(*ast.SelectorExpr)
		if !ok || !strings.HasPrefix(innerSel.Sel.Name, "GetAll") {
			return true
		}
		text, ok := r.stringValue(method.file, inner.Args[0])
		if !ok {
			return true
		}
		var repository *funcInfo
		for _, info := range r.funcs {
			if strings.HasSuffix(info.file.pkg, "/repositories") && info.recv != "" && info.name == innerSel.Sel.Name {
				repository = info
			}
		}
		if repository == nil || len(repository.decl.Type.Params.List) != 1 || len(repository.decl.Type.Params.List[0].Names) != 1 {
			fail("%s: %s is not a repository method with one parameter", r.pos(inner.Pos()), r.text(inner.Fun))
		}
		param := repository.decl.Type.Params.List[0].Names[0].Name
		selectSource := ""
		ast.Inspect(repository.decl.Body, func(m ast.Node) bool {
			selectCall, ok := m.(*ast.CallExpr)
			if !ok || len(selectCall.Args) != 1 {
				return true
			}
			if s, ok := selectCall.Fun.(*ast.SelectorExpr); ok && s.Sel.Name == "Select" {
				if id, ok := selectCall.Args[0].(*ast.Ident); ok && id.Name == param {
					selectSource = r.pos(selectCall.Pos())
				}
			}
			return true
		})
		if selectSource == "" {
			fail("%s: %s does not pass %s to Select", r.pos(repository.decl.Pos()), repository.key, param)
		}
		columns := []string{}
		for _, column := range strings.Split(text, ",") {
			columns = append(columns, strings.TrimSpace(column))
		}
		out = &listColumns{Call: r.text(inner.Fun), Columns: columns, Source: r.pos(inner.Pos()), SelectSource: selectSource}
		return false
	})
	return out
}

// promptFacts reads the default prompt the server creates (the template of
// PromptService.CreateDefaultPrompt, with its name and description) and what each template
// variable is replaced with (buildTemplateVariableMap: result[structs.X] = expression, a local
// variable followed to the expression assigned to it).
func (r *reader) promptFacts() map[string]interface{} {
	var create *funcInfo
	for _, info := range r.funcs {
		if strings.HasSuffix(info.file.pkg, "/services") && info.name == "CreateDefaultPrompt" {
			create = info
		}
	}
	if create == nil {
		fail("no CreateDefaultPrompt in the services package")
	}
	var text, textSource, name, description string
	ast.Inspect(create.decl.Body, func(n ast.Node) bool {
		switch e := n.(type) {
		case *ast.AssignStmt:
			if id, ok := e.Lhs[0].(*ast.Ident); ok && id.Name == "defaultPrompt" && len(e.Rhs) == 1 {
				expr := e.Rhs[0]
				if call, ok := expr.(*ast.CallExpr); ok && len(call.Args) == 1 {
					expr = call.Args[0] // fmt.Sprintf(template) with no arguments
				}
				if value, ok := r.stringValue(create.file, expr); ok {
					text, textSource = value, r.pos(e.Pos())
				}
			}
		case *ast.KeyValueExpr:
			key, _ := e.Key.(*ast.Ident)
			if key == nil {
				return true
			}
			if value, ok := r.stringValue(create.file, e.Value); ok {
				switch key.Name {
				case "Name":
					name = value
				case "Description":
					description = value
				}
			}
		}
		return true
	})
	if text == "" || name == "" {
		fail("CreateDefaultPrompt: no defaultPrompt template or Name found")
	}
	var build *funcInfo
	for _, info := range r.funcs {
		if strings.HasSuffix(info.file.pkg, "/services") && info.name == "buildTemplateVariableMap" {
			build = info
		}
	}
	if build == nil {
		fail("no buildTemplateVariableMap in the services package")
	}
	locals := map[string]ast.Expr{}
	// Locals set from a call that also returns an error: `x, err := service.getX()`.
	calls := map[string]*ast.CallExpr{}
	var variables []promptVariable
	for _, stmt := range build.decl.Body.List {
		assign, ok := stmt.(*ast.AssignStmt)
		if ok && len(assign.Lhs) == 2 && len(assign.Rhs) == 1 {
			if call, isCall := assign.Rhs[0].(*ast.CallExpr); isCall {
				if id, isIdent := assign.Lhs[0].(*ast.Ident); isIdent {
					calls[id.Name] = call
				}
			}
		}
		if !ok || len(assign.Lhs) != len(assign.Rhs) {
			continue
		}
		for i, lhs := range assign.Lhs {
			if id, ok := lhs.(*ast.Ident); ok {
				locals[id.Name] = assign.Rhs[i]
				continue
			}
			index, ok := lhs.(*ast.IndexExpr)
			if !ok {
				continue
			}
			c := r.constOf(build.file, index.Index)
			if c == nil {
				continue
			}
			value := assign.Rhs[i]
			if id, ok := value.(*ast.Ident); ok && locals[id.Name] != nil {
				value = locals[id.Name]
			}
			variable := promptVariable{Name: c.value, Value: r.text(value), Source: r.pos(assign.Pos())}
			if id, ok := value.(*ast.Ident); ok && calls[id.Name] != nil {
				variable.Selects = r.selectedColumns(build.recv, calls[id.Name])
			}
			variables = append(variables, variable)
		}
	}
	if len(variables) == 0 {
		fail("buildTemplateVariableMap: no template variable assigned")
	}
	lists := 0
	for _, variable := range variables {
		if variable.Selects != nil {
			lists++
		}
	}
	if lists == 0 {
		fail("buildTemplateVariableMap: no variable is a list read with GetAll...(columns)")
	}
	return map[string]interface{}{
		"defaultPrompt": map[string]string{
			"name":        name,
			"description": description,
			"text":        text,
			"source":      textSource,
		},
		"variables": variables,
	}
}

// ---------------------------------------------------------------------------------------------
// Email import: what a failing step does to the rest of the attachments of a poll.

type failureStep struct {
	Call   string `json:"call"`
	Action string `json:"action"` // "return" (the rest of the poll stops) or "continue" (the next attachment)
	Source string `json:"source"`
}

// emailAttachmentSteps lists, in the loop over metadata.Attachments of
// wranglerasynq.enqueueEmailProcessTasks, each `x, err := call(...)` followed by
// `if err != nil { return ... }` or `{ continue }`.
func (r *reader) emailAttachmentSteps() []failureStep {
	info := r.findFunc("/wranglerasynq", "enqueueEmailProcessTasks")
	var out []failureStep
	ast.Inspect(info.decl.Body, func(n ast.Node) bool {
		loop, ok := n.(*ast.RangeStmt)
		if !ok || !strings.HasSuffix(r.text(loop.X), ".Attachments") {
			return true
		}
		stmts := loop.Body.List
		for i := 0; i+1 < len(stmts); i++ {
			assign, ok := stmts[i].(*ast.AssignStmt)
			if !ok || len(assign.Rhs) != 1 {
				continue
			}
			call, ok := assign.Rhs[0].(*ast.CallExpr)
			if !ok {
				continue
			}
			check, ok := stmts[i+1].(*ast.IfStmt)
			if !ok || r.text(check.Cond) != "err != nil" || len(check.Body.List) == 0 {
				continue
			}
			action := ""
			switch s := check.Body.List[len(check.Body.List)-1].(type) {
			case *ast.ReturnStmt:
				action = "return"
			case *ast.BranchStmt:
				if s.Tok == token.CONTINUE {
					action = "continue"
				}
			}
			if action != "" {
				out = append(out, failureStep{Call: r.text(call.Fun), Action: action, Source: r.pos(call.Pos())})
			}
		}
		return false
	})
	if len(out) == 0 {
		fail("enqueueEmailProcessTasks: no step of the attachment loop found")
	}
	return out
}

// ---------------------------------------------------------------------------------------------

// dockerfile is the image's Dockerfile, relative to the source root.
const dockerfile = "docker/Dockerfile"

// readSource reads the files the facts come from: api/go.mod, every Go file of api/ (tests and
// vendor/ excepted) and docker/Dockerfile, by slash path relative to root.
func readSource(root string) (map[string]string, error) {
	files, err := gosource.ReadTree(root, "api")
	if err != nil {
		return nil, err
	}
	for _, name := range []string{"api/go.mod", dockerfile} {
		data, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(name)))
		if err != nil {
			return nil, err
		}
		files[name] = string(data)
	}
	return files, nil
}

// read gathers the facts from files (slash path relative to the source root -> text, as readSource
// gives them); a fact it cannot read is its error.
func read(files map[string]string) (out map[string]interface{}, err error) {
	defer func() {
		if caught := recover(); caught != nil {
			f, ok := caught.(failure)
			if !ok {
				panic(caught)
			}
			err = f
		}
	}()
	r := newReader(files)
	startup := r.reachableFromMain()
	dockerText, ok := files[dockerfile]
	if !ok {
		fail("%s not found", dockerfile)
	}
	image := readDockerfile(dockerfile, dockerText)
	queues, queuesSource := r.extractQueues()
	countChecks := r.queueCountChecks()
	if len(countChecks) == 0 {
		fail("no check of len(TaskQueueConfigurations) against GetQueueNames() found")
	}

	return map[string]interface{}{
		"module":               r.module,
		"goFiles":              len(r.files),
		"environmentVariables": r.extractEnv(startup, image),
		"image":                image,
		"queues": map[string]interface{}{
			"source":               queuesSource,
			"names":                queues,
			"systemSettingsChecks": countChecks,
		},
		"aiTypes": map[string]interface{}{
			"enum":        r.enumOf("AiClientType"),
			"checks":      r.validations("/commands", "UpsertReceiptProcessingSettingsCommand"),
			"modelFields": r.structFields("/models", "ReceiptProcessingSettings"),
		},
		"systemSettings": map[string]interface{}{
			"fields": r.structFields("/models", "SystemSettings"),
			"checks": r.validations("/commands", "UpsertSystemSettingsCommand"),
		},
		"commands": map[string]interface{}{
			"UpsertReceiptCommand":     r.command("UpsertReceiptCommand"),
			"UpsertGroupCommand":       r.command("UpsertGroupCommand"),
			"UpsertSystemEmailCommand": r.command("UpsertSystemEmailCommand"),
		},
		"prompts": r.promptFacts(),
		"email": map[string]interface{}{
			"attachmentSteps": r.emailAttachmentSteps(),
		},
	}, nil
}

func main() {
	root := flag.String("src", "", "directory that holds the tag's api/ and docker/")
	flag.Parse()
	if *root == "" {
		fmt.Fprintln(os.Stderr, "server-facts: usage: go run . -src <directory>")
		os.Exit(1)
	}
	files, err := readSource(*root)
	var out map[string]interface{}
	if err == nil {
		out, err = read(files)
	}
	if err == nil {
		encoder := json.NewEncoder(os.Stdout)
		encoder.SetIndent("", "  ")
		encoder.SetEscapeHTML(false)
		err = encoder.Encode(out)
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "server-facts: %v\n", err)
		os.Exit(1)
	}
}
