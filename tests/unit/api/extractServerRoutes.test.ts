/** The extractor of tests/fixtures/api/server-routes.json, run on small inline Go sources (no server checkout). */
import {describe, expect, it} from 'vitest';
import {
  ExtractError,
  extractRoutes,
  formatTable,
  maskGo,
} from '../../../scripts/extract-server-routes.mjs';

const ROUTER = `package routers

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
`;

const WIDGET_ROUTER = `package routers

func BuildWidgetRouter() *chi.Mux {
	router := chi.NewRouter()

	router.With(middleware.UnifiedAuthMiddleware).Put("/{widgetId}", handlers.UpdateWidget)
	// router.Delete("/{widgetId}", handlers.DeleteWidget) is commented out
	router.Get("/count/{name}", handlers.CountWidgets)

	return router
}
`;

const GENERIC_HANDLER = `package handlers

func HandleRequest(handler structs.Handler) {
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
`;

const WIDGET_HANDLERS = `package handlers

func UpdateWidget(w http.ResponseWriter, r *http.Request) {
	errMsg := "Error updating widget" // w.WriteHeader(418) in a comment is not a response
	handler := structs.Handler{
		ErrorMessage: errMsg,
		Writer:       w,
		Request:      r,
		GroupId:      chi.URLParam(r, "widgetId"),
		GroupRole:    models.EDITOR,
		UserRole:     models.ADMIN,
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

			w.WriteHeader(http.StatusOK)
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
			if _, err := count(); err != nil {
				return 500, err
			}
			return 0, nil
		},
	}

	HandleRequest(handler)
}
`;

const AUTH_MIDDLEWARE = `package middleware

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
`;

const MODELS = `package models

func BuildUserRoleMap() map[UserRole]int {
	userRoleMap := make(map[UserRole]int)
	userRoleMap[USER] = 0
	userRoleMap[ADMIN] = 1
	return userRoleMap
}
`;

const SOURCES: Record<string, string> = {
  'internal/routers/router.go': ROUTER,
  'internal/routers/widget.go': WIDGET_ROUTER,
  'internal/handlers/generic_handler.go': GENERIC_HANDLER,
  'internal/handlers/widgets.go': WIDGET_HANDLERS,
  'internal/handlers/widgets_test.go':
    'package handlers\n\nfunc TestIgnored(t *testing.T) {\n\tr.Get("/x", handlers.Nope)\n}\n',
  'internal/middleware/auth.go': AUTH_MIDDLEWARE,
  'internal/models/utils.go': MODELS,
};

const SPEC = {
  paths: {
    '/widget/{id}/': {put: {operationId: 'updateWidget'}},
    '/widget/gone': {get: {operationId: 'getGoneWidget'}},
  },
};

/** 1-based line of the first line of `src` containing `needle`. */
function line(src: string, needle: string): number {
  const index = src.split('\n').findIndex((l) => l.includes(needle));
  if (index < 0) throw new Error(`not in the snippet: ${needle}`);
  return index + 1;
}

describe('extractRoutes', () => {
  const result = extractRoutes(SOURCES, {spec: SPEC});

  it('gives one row per registered route, none for a mount without routes', () => {
    expect(result.routes.map((r) => `${r.method} ${r.path}`)).toEqual([
      'PUT /widget/{widgetId}',
      'GET /widget/count/{name}',
    ]);
  });

  it('reads roles, middleware, statuses and messages of a HandleRequest handler', () => {
    const h = (needle: string) =>
      `internal/handlers/widgets.go:${line(WIDGET_HANDLERS, needle)}`;
    const g = (needle: string) =>
      `internal/handlers/generic_handler.go:${line(GENERIC_HANDLER, needle)}`;
    expect(result.routes[0]).toEqual({
      method: 'PUT',
      path: '/widget/{widgetId}',
      operationId: 'updateWidget',
      handler: 'UpdateWidget',
      source: h('func UpdateWidget('),
      router: `internal/routers/widget.go:${line(WIDGET_ROUTER, '.Put(')}`,
      middleware: ['middleware.UnifiedAuthMiddleware'],
      auth: 'authenticated',
      userRole: 'ADMIN',
      groupRole: 'EDITOR',
      orUserRole: null,
      groupScope: 'GroupId: chi.URLParam(r, "widgetId")',
      statuses: [200, 400, 403, 409, 500],
      errors: [
        {
          status: 400,
          message: null,
          body: 'fields',
          from: 'UpdateWidget',
          source: h('WriteValidatorErrorResponse'),
        },
        {
          status: 403,
          message: 'Unauthorized',
          body: 'errorMsg',
          from: 'UnifiedAuthMiddleware',
          source: `internal/middleware/auth.go:${line(AUTH_MIDDLEWARE, 'WriteCustomErrorResponse')}`,
        },
        {
          status: 403,
          message: 'Group ID is required',
          body: 'errorMsg',
          from: 'HandleRequest group role',
          source: g('"Group ID is required"'),
        },
        {
          status: 403,
          message: 'No access to group',
          body: 'errorMsg',
          from: 'HandleRequest group role',
          source: g('"No access to group"'),
        },
        {
          status: 403,
          message: 'Admins only',
          body: 'errorMsg',
          from: 'HandleRequest user role',
          source: g('"Admins only"'),
        },
        {
          status: 409,
          message: 'Error updating widget',
          body: 'errorMsg',
          from: 'HandleRequest ErrorMessage',
          source: h('StatusConflict'),
        },
        {
          status: 500,
          message: 'Error updating widget',
          body: 'errorMsg',
          from: 'HandleRequest ErrorMessage',
          source: h('StatusInternalServerError'),
        },
      ],
      notes: [
        `returns (403, nil) at ${h('StatusForbidden, nil')}: HandleRequest writes nothing for a nil error, so the client gets 200 with an empty body`,
      ],
    });
  });

  it('marks a route without auth middleware public and drops the always-true USER role check', () => {
    const row = result.routes[1];
    expect(row).toMatchObject({
      operationId: null,
      auth: 'public',
      userRole: 'USER',
      groupRole: null,
      statuses: [200, 500],
      errors: [
        {
          status: 500,
          message: 'Error counting widgets',
          from: 'HandleRequest ErrorMessage',
        },
      ],
      notes: ['writes no status on success: Go sends 200'],
    });
  });

  it('lists spec operations the server does not route, and server routes the spec lacks', () => {
    expect(result.specOnly).toEqual([
      {method: 'GET', path: '/widget/gone', operationId: 'getGoneWidget'},
    ]);
    expect(result.serverOnly.map((r) => r.path)).toEqual([
      '/widget/count/{name}',
    ]);
  });

  it('is deterministic and formats valid JSON', () => {
    const table = {
      source: {repository: 'r', commit: 'c', extractor: 'e', method: 'm'},
      routes: result.routes,
    };
    const text = formatTable(table);
    expect(JSON.parse(text)).toEqual(table);
    expect(
      formatTable({
        ...table,
        routes: extractRoutes(SOURCES, {spec: SPEC}).routes,
      }),
    ).toBe(text);
  });

  it('fails with the file and line of a router call it cannot read', () => {
    const broken = {
      ...SOURCES,
      'internal/routers/widget.go': WIDGET_ROUTER.replace(
        'router.Get("/count/{name}", handlers.CountWidgets)',
        'router.Route("/count", sub)',
      ),
    };
    expect(() => extractRoutes(broken)).toThrow(ExtractError);
    expect(() => extractRoutes(broken)).toThrow(
      `internal/routers/widget.go:${line(WIDGET_ROUTER, 'router.Get(')}: unsupported router call router.Route(...)`,
    );
    const unterminated = {
      ...SOURCES,
      'internal/routers/widget.go': WIDGET_ROUTER.replace(
        '"/count/{name}"',
        '"/count/{name}',
      ),
    };
    expect(() => extractRoutes(unterminated)).toThrow(
      'internal/routers/widget.go: cannot parse: unterminated string literal',
    );
  });

  it('fails when a route names a handler that does not exist', () => {
    const missing = {
      ...SOURCES,
      'internal/routers/widget.go': WIDGET_ROUTER.replace(
        'handlers.CountWidgets',
        'handlers.Nowhere',
      ),
    };
    expect(() => extractRoutes(missing)).toThrow(
      'handler Nowhere not found in internal/handlers',
    );
  });
});

describe('maskGo', () => {
  it('blanks comments and string contents but keeps every offset and line', () => {
    const src = 'a := "x // y" // note\nb := `raw\n{` /* c\n */ \'}\'\n';
    const {code, skel} = maskGo(src);
    expect(code).toHaveLength(src.length);
    expect(skel).toHaveLength(src.length);
    expect(code.split('\n')).toHaveLength(src.split('\n').length);
    expect(code).toContain('"x // y"');
    expect(code).not.toContain('note');
    expect(skel).not.toMatch(/[xy{}]/);
  });
});
