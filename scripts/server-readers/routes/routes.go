package main

import (
	"go/ast"
	"go/token"
	"sort"
	"strings"

	"serverreaders/gosource"
)

// Middleware is one element of a route's chain, as written in the router.
type Middleware struct {
	Pkg, Name string
	Args      []ast.Expr
	Expr      string
	Source    string
}

// Route is one registered route before its row is built.
type Route struct {
	Method, Pattern, Handler string
	With                     []Middleware
	Router                   string
}

// Router is what a Build*Router function (or an inline chi.NewRouter()) registers.
type Router struct {
	Middleware []Middleware
	Routes     []Route
}

// Mount is one rootRouter.Mount call.
type Mount struct {
	Prefix string
	Router Router
	Source string
}

var routeMethods = map[string]string{
	"Get": "GET", "Post": "POST", "Put": "PUT", "Delete": "DELETE", "Patch": "PATCH",
	"Head": "HEAD", "Options": "OPTIONS", "Connect": "CONNECT", "Trace": "TRACE",
}

type chainCall struct {
	Name string
	Args []ast.Expr
	Call *ast.CallExpr
}

// callChain flattens `root.A(x).B(y)` into root and [A(x), B(y)].
func callChain(e ast.Expr) (string, []chainCall) {
	var calls []chainCall
	for {
		call, ok := e.(*ast.CallExpr)
		if !ok {
			break
		}
		sel, ok := call.Fun.(*ast.SelectorExpr)
		if !ok {
			break
		}
		calls = append([]chainCall{{Name: sel.Sel.Name, Args: call.Args, Call: call}}, calls...)
		e = sel.X
	}
	if id, ok := e.(*ast.Ident); ok {
		return id.Name, calls
	}
	return "", nil
}

// funcNamed finds a top-level function by name in the files of one directory.
func (s *Source) funcNamed(dir, name string) *Func {
	var found []*Func
	for key, fn := range s.Funcs {
		if strings.HasSuffix(key, "."+name) && path0(fn.File.Rel) == dir {
			found = append(found, fn)
		}
	}
	if len(found) == 1 {
		return found[0]
	}
	return nil
}

func path0(rel string) string { return rel[:strings.LastIndex(rel, "/")] }

func (s *Source) readMiddleware(e ast.Expr) Middleware {
	mw := Middleware{Expr: s.Text(e), Source: s.Where(e)}
	inner := e
	if call, ok := e.(*ast.CallExpr); ok {
		mw.Args = call.Args
		inner = call.Fun
	}
	switch t := inner.(type) {
	case *ast.Ident:
		mw.Name = t.Name
	case *ast.SelectorExpr:
		if x, ok := t.X.(*ast.Ident); ok {
			mw.Pkg, mw.Name = x.Name, t.Sel.Name
		}
	}
	if mw.Name == "" {
		panic(fail("%s: cannot read the middleware %s", mw.Source, mw.Expr))
	}
	return mw
}

// readRouterVar reads what one router variable registers inside a function body.
func (s *Source) readRouterVar(fn *Func, name string) Router {
	var r Router
	ast.Inspect(fn.Decl.Body, func(n ast.Node) bool {
		es, ok := n.(*ast.ExprStmt)
		if !ok {
			return true
		}
		root, chain := callChain(es.X)
		if root != name {
			return true
		}
		if len(chain) == 0 {
			panic(fail("%s: cannot read the use of %s", s.Where(es), name))
		}
		var extra []Middleware
		for k, call := range chain {
			last := k == len(chain)-1
			switch {
			case call.Name == "Use" && len(chain) == 1:
				if len(r.Routes) > 0 {
					panic(fail("%s: %s.Use after routes (chi panics)", s.Where(call.Call), name))
				}
				for _, a := range call.Args {
					r.Middleware = append(r.Middleware, s.readMiddleware(a))
				}
			case call.Name == "With" && !last:
				for _, a := range call.Args {
					extra = append(extra, s.readMiddleware(a))
				}
			case routeMethods[call.Name] != "" && last:
				at := s.Where(call.Call)
				if len(call.Args) != 2 {
					panic(fail("%s: %s.%s with %d arguments", at, name, call.Name, len(call.Args)))
				}
				pattern, ok := gosource.StringLit(call.Args[0])
				if !ok {
					panic(fail("%s: route pattern %s is not a string literal", at, s.Text(call.Args[0])))
				}
				handler := selector(call.Args[1])
				if !strings.HasPrefix(handler, "handlers.") {
					panic(fail("%s: route handler %s is not handlers.<Name>", at, s.Text(call.Args[1])))
				}
				r.Routes = append(r.Routes, Route{
					Method: routeMethods[call.Name], Pattern: pattern,
					Handler: strings.TrimPrefix(handler, "handlers."),
					With:    append([]Middleware(nil), extra...), Router: at,
				})
			default:
				names := make([]string, len(chain))
				for i, c := range chain {
					names[i] = c.Name
				}
				panic(fail("%s: unsupported router call %s.%s(...)", s.Where(call.Call), name,
					strings.Join(names, "(...).")))
			}
		}
		return false
	})
	return r
}

// RootRouter reads the Mount calls of BuildRootRouter in internal/routers/router.go.
func (s *Source) RootRouter() ([]Mount, []string) {
	var fn *Func
	for _, f := range s.Files {
		if f.Rel == "internal/routers/router.go" {
			fn = s.Funcs["routers.BuildRootRouter"]
		}
	}
	if fn == nil || fn.File.Rel != "internal/routers/router.go" {
		panic(fail("func BuildRootRouter not found in internal/routers/router.go"))
	}
	// Local router variables: name -> Build* function (or "" for chi.NewRouter()).
	builders := map[string]string{}
	root := ""
	ast.Inspect(fn.Decl.Body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || as.Tok != token.DEFINE || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
			return true
		}
		id, _ := as.Lhs[0].(*ast.Ident)
		call, _ := as.Rhs[0].(*ast.CallExpr)
		if id == nil || call == nil {
			return true
		}
		callee := selector(call.Fun)
		if callee == "chi.NewRouter" {
			if root == "" {
				root = id.Name
			} else {
				builders[id.Name] = ""
			}
		} else if strings.HasPrefix(callee, "Build") {
			builders[id.Name] = callee
		}
		return true
	})
	if root == "" {
		panic(fail("%s: no chi.NewRouter() in BuildRootRouter", fn.File.Rel))
	}
	var mounts []Mount
	var notes []string
	ast.Inspect(fn.Decl.Body, func(n ast.Node) bool {
		es, ok := n.(*ast.ExprStmt)
		if !ok {
			return true
		}
		name, chain := callChain(es.X)
		if name != root {
			return true
		}
		if len(chain) != 1 {
			panic(fail("%s: unsupported root router chain", s.Where(es)))
		}
		call := chain[0]
		at := s.Where(call.Call)
		if call.Name == "Use" {
			args := make([]string, len(call.Args))
			for i, a := range call.Args {
				args[i] = s.Text(a)
			}
			notes = append(notes, at+": root middleware "+strings.Join(args, ", "))
			return false
		}
		if call.Name != "Mount" || len(call.Args) != 2 {
			panic(fail("%s: unsupported root router call %s.%s", at, root, call.Name))
		}
		prefix, ok := gosource.StringLit(call.Args[0])
		if !ok {
			panic(fail("%s: mount prefix %s is not a string literal", at, s.Text(call.Args[0])))
		}
		v, ok := call.Args[1].(*ast.Ident)
		if !ok {
			panic(fail("%s: mounted router %s is not a variable", at, s.Text(call.Args[1])))
		}
		builder, known := builders[v.Name]
		if !known {
			panic(fail("%s: cannot find where %s is built", at, v.Name))
		}
		var router Router
		if builder == "" {
			router = s.readRouterVar(fn, v.Name)
		} else {
			router = s.routerBuilder(builder)
		}
		mounts = append(mounts, Mount{Prefix: prefix, Router: router, Source: at})
		return false
	})
	if len(mounts) == 0 {
		panic(fail("%s: no Mount calls in BuildRootRouter", fn.File.Rel))
	}
	return mounts, notes
}

func (s *Source) routerBuilder(name string) Router {
	fn := s.funcNamed("internal/routers", name)
	if fn == nil {
		panic(fail("router builder %s not found in internal/routers", name))
	}
	var vars []string
	ast.Inspect(fn.Decl.Body, func(n ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok && len(as.Rhs) == 1 && len(as.Lhs) == 1 {
			if call, ok := as.Rhs[0].(*ast.CallExpr); ok && selector(call.Fun) == "chi.NewRouter" {
				if id, ok := as.Lhs[0].(*ast.Ident); ok {
					vars = append(vars, id.Name)
				}
			}
		}
		return true
	})
	if len(vars) != 1 {
		panic(fail("%s:%d: %s creates %d chi routers (expected 1)", fn.File.Rel, s.Line(fn.Decl), name, len(vars)))
	}
	return s.readRouterVar(fn, vars[0])
}

func sortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
