// Command server-routes reads the route table of the Receipt Wrangler API server from its Go
// source with go/parser (no build, no module download) and prints it as JSON: for every route
// under /api its method, path, handler, middleware, required roles, the statuses and error bodies
// it can answer with their media types, the request body it decodes (fields, required fields,
// validation rules) and the query parameters it reads.
//
//	go run . <server root: the directory holding internal/>
//
// scripts/server-readers/routes/refresh.mjs runs it (after `go test`), joins the spec's operationIds and writes
// tests/fixtures/api/server-routes.json.
package main

import (
	"encoding/json"
	"fmt"
	"os"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: go run . <server root, the directory holding internal/>")
		os.Exit(2)
	}
	src, err := LoadDir(os.Args[1])
	if err == nil {
		var table *Table
		table, err = src.Extract()
		var schemas *Schemas
		if err == nil {
			schemas, err = src.ExtractSchemas(table)
		}
		if err == nil {
			out := map[string]interface{}{"routes": table.Routes, "rootNotes": table.RootNotes, "warnings": table.Warnings,
				"schemas": schemas}
			enc := json.NewEncoder(os.Stdout)
			enc.SetEscapeHTML(false)
			err = enc.Encode(out)
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "server-routes:", err)
		os.Exit(1)
	}
}
