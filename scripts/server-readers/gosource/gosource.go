// Package gosource parses Go source given as text, for the readers of the Receipt Wrangler server
// (../routes and ../facts): both read the server's files with go/parser, without building the
// module or downloading its dependencies, and their tests feed them small snippets through Parse.
package gosource

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/parser"
	"go/printer"
	"go/token"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// Source is a set of parsed Go files sharing one FileSet.
type Source struct {
	Fset  *token.FileSet
	Files []*File
}

// File is one parsed Go file. Rel is the path it was given under (the FileSet reports positions
// with it), Dir the directory part of Rel, Pkg the last element of Dir (the package's usual name),
// Imports the file's import paths by local name.
type File struct {
	Rel     string
	Dir     string
	Pkg     string
	AST     *ast.File
	Imports map[string]string
}

// IsSource tells a Go file that is not a test.
func IsSource(name string) bool {
	return strings.HasSuffix(name, ".go") && !strings.HasSuffix(name, "_test.go")
}

// Parse parses the Go files of sources (path -> text) in path order; test files and other files are
// skipped.
func Parse(sources map[string]string) (*Source, error) {
	src := &Source{Fset: token.NewFileSet()}
	names := make([]string, 0, len(sources))
	for name := range sources {
		if IsSource(name) {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	for _, rel := range names {
		f, err := parser.ParseFile(src.Fset, rel, sources[rel], parser.ParseComments)
		if err != nil {
			return nil, fmt.Errorf("cannot parse %v", err)
		}
		dir := path.Dir(rel)
		file := &File{Rel: rel, Dir: dir, Pkg: path.Base(dir), AST: f, Imports: map[string]string{}}
		for _, spec := range f.Imports {
			importPath, _ := strconv.Unquote(spec.Path.Value)
			local := importPath[strings.LastIndex(importPath, "/")+1:]
			if spec.Name != nil {
				local = spec.Name.Name
			}
			file.Imports[local] = importPath
		}
		src.Files = append(src.Files, file)
	}
	return src, nil
}

// ReadFiles reads the Go files (tests excepted) directly in each of dirs under root, keyed by
// slash path relative to root. A directory that does not exist is skipped.
func ReadFiles(root string, dirs []string) (map[string]string, error) {
	files := map[string]string{}
	for _, dir := range dirs {
		entries, err := os.ReadDir(filepath.Join(root, dir))
		if err != nil {
			continue
		}
		for _, entry := range entries {
			if !IsSource(entry.Name()) {
				continue
			}
			text, err := os.ReadFile(filepath.Join(root, dir, entry.Name()))
			if err != nil {
				return nil, err
			}
			files[path.Join(dir, entry.Name())] = string(text)
		}
	}
	return files, nil
}

// ReadTree reads every Go file (tests excepted) under root/sub, leaving out vendor/ and hidden
// directories, keyed by slash path relative to root.
func ReadTree(root, sub string) (map[string]string, error) {
	files := map[string]string{}
	err := filepath.Walk(filepath.Join(root, sub), func(name string, info os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		if info.IsDir() && (info.Name() == "vendor" || strings.HasPrefix(info.Name(), ".")) {
			return filepath.SkipDir
		}
		if info.IsDir() || !IsSource(name) {
			return nil
		}
		text, err := os.ReadFile(name)
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(root, name)
		if err != nil {
			return err
		}
		files[filepath.ToSlash(rel)] = string(text)
		return nil
	})
	return files, err
}

// Text prints a node as gofmt would.
func (s *Source) Text(node ast.Node) string {
	var buf bytes.Buffer
	_ = printer.Fprint(&buf, s.Fset, node)
	return buf.String()
}

// StringLit is the value of a string literal.
func StringLit(e ast.Expr) (string, bool) {
	lit, ok := e.(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return "", false
	}
	v, err := strconv.Unquote(lit.Value)
	return v, err == nil
}
