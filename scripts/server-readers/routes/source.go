package main

import (
	"fmt"
	"go/ast"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"serverreaders/gosource"
)

// Source is the parsed Go of the server: every non-test file of the packages the table needs.
type Source struct {
	// Fset and Files: the parsed files (../gosource).
	*gosource.Source
	// Funcs: "pkg.Name" -> top-level function; Methods: "pkg.Type.Method" -> method.
	Funcs   map[string]*Func
	Methods map[string]*Func
	// Types: "pkg.Name" -> struct type; Consts: "pkg.Name" -> string constant.
	Types  map[string]*TypeDecl
	Consts map[string]string
	// Basic: "pkg.Name" -> the predeclared type of `type Name string` (and the like), also by bare name.
	Basic map[string]string
}

// File is one parsed Go file; Rel is its path relative to the server's root, Pkg its directory's name.
type File = gosource.File

// Func is a function or method declaration.
type Func struct {
	Name string
	Pkg  string
	File *File
	Decl *ast.FuncDecl
}

// TypeDecl is a named struct type.
type TypeDecl struct {
	Name   string
	Pkg    string
	File   *File
	Struct *ast.StructType
	Line   int
}

// Packages read, relative to the server root.
var packageDirs = []string{
	"internal/routers", "internal/handlers", "internal/middleware", "internal/commands",
	"internal/structs", "internal/utils", "internal/models", "internal/constants",
	// Read for the types their functions return (the values handlers write).
	"internal/repositories", "internal/services",
}

// LoadDir parses the packages of a server checkout (the directory holding internal/).
func LoadDir(root string) (*Source, error) {
	for _, dir := range []string{"internal/routers", "internal/handlers", "internal/middleware"} {
		if _, err := os.ReadDir(filepath.Join(root, dir)); err != nil {
			return nil, fmt.Errorf("%s not found: is %s the server's source?", filepath.Join(root, dir), root)
		}
	}
	files, err := gosource.ReadFiles(root, packageDirs)
	if err != nil {
		return nil, err
	}
	return Load(files)
}

// Load parses Go sources given as path (relative to the server root) -> text.
func Load(sources map[string]string) (*Source, error) {
	parsed, err := gosource.Parse(sources)
	if err != nil {
		return nil, err
	}
	src := &Source{
		Source: parsed, Funcs: map[string]*Func{}, Methods: map[string]*Func{},
		Types: map[string]*TypeDecl{}, Consts: map[string]string{}, Basic: map[string]string{},
	}
	for _, file := range src.Files {
		f := file.AST
		for _, decl := range f.Decls {
			switch d := decl.(type) {
			case *ast.FuncDecl:
				fn := &Func{Name: d.Name.Name, Pkg: file.Pkg, File: file, Decl: d}
				if d.Recv == nil {
					src.Funcs[file.Pkg+"."+d.Name.Name] = fn
				} else if len(d.Recv.List) == 1 {
					src.Methods[file.Pkg+"."+recvName(d.Recv.List[0].Type)+"."+d.Name.Name] = fn
				}
			case *ast.GenDecl:
				for _, spec := range d.Specs {
					switch s := spec.(type) {
					case *ast.TypeSpec:
						if id, ok := s.Type.(*ast.Ident); ok {
							src.Basic[file.Pkg+"."+s.Name.Name] = id.Name
							if _, taken := src.Basic[s.Name.Name]; !taken {
								src.Basic[s.Name.Name] = id.Name
							}
						}
						if st, ok := s.Type.(*ast.StructType); ok {
							src.Types[file.Pkg+"."+s.Name.Name] = &TypeDecl{
								Name: s.Name.Name, Pkg: file.Pkg, File: file, Struct: st,
								Line: src.Fset.Position(s.Pos()).Line,
							}
						}
					case *ast.ValueSpec:
						for i, name := range s.Names {
							if i < len(s.Values) {
								if v, ok := gosource.StringLit(s.Values[i]); ok {
									src.Consts[file.Pkg+"."+name.Name] = v
								}
							}
						}
					}
				}
			}
		}
	}
	return src, nil
}

func recvName(e ast.Expr) string {
	switch t := e.(type) {
	case *ast.StarExpr:
		return recvName(t.X)
	case *ast.Ident:
		return t.Name
	}
	return ""
}

// Where is "file:line" of a node.
func (s *Source) Where(node ast.Node) string {
	p := s.Fset.Position(node.Pos())
	return fmt.Sprintf("%s:%d", p.Filename, p.Line)
}

func (s *Source) Line(node ast.Node) int { return s.Fset.Position(node.Pos()).Line }

// selector returns "X.Sel" for a selector on an identifier, the identifier's name for an identifier.
func selector(e ast.Expr) string {
	switch t := e.(type) {
	case *ast.Ident:
		return t.Name
	case *ast.SelectorExpr:
		if x, ok := t.X.(*ast.Ident); ok {
			return x.Name + "." + t.Sel.Name
		}
	}
	return ""
}

// calleeName is the final name of a call: WriteHeader for w.WriteHeader(...), F for pkg.F(...).
func calleeName(call *ast.CallExpr) string {
	switch f := call.Fun.(type) {
	case *ast.Ident:
		return f.Name
	case *ast.SelectorExpr:
		return f.Sel.Name
	}
	return ""
}

// paramOfType is the name of the parameter of the given type (e.g. "w" for http.ResponseWriter).
func (s *Source) paramOfType(ft *ast.FuncType, typ string) string {
	if ft == nil || ft.Params == nil {
		return ""
	}
	for _, field := range ft.Params.List {
		if s.Text(field.Type) == typ && len(field.Names) > 0 {
			return field.Names[0].Name
		}
	}
	return ""
}

// stringValue resolves an expression to a string: a literal, a package constant (pkg.Name), or a
// local `name := "..."` / `const name = "..."` inside scope.
func (s *Source) stringValue(e ast.Expr, scope ast.Node, pkg string) (string, bool) {
	if v, ok := gosource.StringLit(e); ok {
		return v, true
	}
	if sel := selector(e); strings.Contains(sel, ".") {
		v, ok := s.Consts[sel]
		return v, ok
	}
	ident, ok := e.(*ast.Ident)
	if !ok {
		return "", false
	}
	var found string
	var ok2 bool
	if scope != nil {
		ast.Inspect(scope, func(n ast.Node) bool {
			if ok2 {
				return false
			}
			switch d := n.(type) {
			case *ast.AssignStmt:
				for i, lhs := range d.Lhs {
					if id, isId := lhs.(*ast.Ident); isId && id.Name == ident.Name && i < len(d.Rhs) {
						if v, isStr := gosource.StringLit(d.Rhs[i]); isStr {
							found, ok2 = v, true
						}
					}
				}
			case *ast.ValueSpec:
				for i, name := range d.Names {
					if name.Name == ident.Name && i < len(d.Values) {
						if v, isStr := gosource.StringLit(d.Values[i]); isStr {
							found, ok2 = v, true
						}
					}
				}
			}
			return true
		})
	}
	if !ok2 {
		found, ok2 = s.Consts[pkg+"."+ident.Name]
	}
	return found, ok2
}

// httpStatus resolves http.StatusX or an integer literal; ok is false otherwise.
func httpStatus(e ast.Expr) (int, bool) {
	if lit, ok := e.(*ast.BasicLit); ok && lit.Kind == token.INT {
		n, err := strconv.Atoi(lit.Value)
		return n, err == nil
	}
	sel := selector(e)
	if strings.HasPrefix(sel, "http.Status") {
		n, ok := statusCodes[strings.TrimPrefix(sel, "http.")]
		if !ok {
			panic(fail("unknown net/http constant %s", sel))
		}
		return n, true
	}
	return 0, false
}

// enclosing returns the statement list holding stmt and its index, searching root.
func enclosing(root ast.Node, target ast.Node) ([]ast.Stmt, int) {
	var list []ast.Stmt
	index := -1
	ast.Inspect(root, func(n ast.Node) bool {
		if index >= 0 {
			return false
		}
		var stmts []ast.Stmt
		switch b := n.(type) {
		case *ast.BlockStmt:
			stmts = b.List
		case *ast.CaseClause:
			stmts = b.Body
		case *ast.CommClause:
			stmts = b.Body
		default:
			return true
		}
		for i, st := range stmts {
			if st.Pos() <= target.Pos() && target.End() <= st.End() {
				if es, ok := st.(*ast.ExprStmt); ok && es.X == target {
					list, index = stmts, i
					return false
				}
				if st == target {
					list, index = stmts, i
					return false
				}
			}
		}
		return true
	})
	return list, index
}

// isLogging tells a `logging.X(...)` statement, which the checks of what comes next skip.
func isLogging(st ast.Stmt) bool {
	es, ok := st.(*ast.ExprStmt)
	if !ok {
		return false
	}
	call, ok := es.X.(*ast.CallExpr)
	return ok && strings.HasPrefix(selector(call.Fun), "logging.")
}

// neighbour is the nearest statement before (step -1) or after (step 1) the one holding target in
// its block, skipping logging calls; nil at the block's edge.
func neighbour(root ast.Node, target ast.Node, step int) ast.Stmt {
	list, i := enclosing(root, target)
	if i < 0 {
		return nil
	}
	for j := i + step; j >= 0 && j < len(list); j += step {
		if !isLogging(list[j]) {
			return list[j]
		}
	}
	return nil
}

// ExtractError is a statement the extractor cannot read; it names the file and line.
type ExtractError struct{ Msg string }

func (e ExtractError) Error() string { return e.Msg }

func fail(format string, args ...interface{}) ExtractError {
	return ExtractError{Msg: fmt.Sprintf(format, args...)}
}
