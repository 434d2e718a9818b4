// Tests of the facts reader on a small server checked in under testdata/server/: api/go.mod, Go
// files in the shapes of the Receipt Wrangler server (env/config.go, repositories/db.go,
// models/queue_names.go, the commands' Validate methods, services/prompt.go,
// wranglerasynq/email.go), a test file and a vendored file the reader must skip, and
// docker/Dockerfile. They run with `go test` here, before every refresh
// (scripts/server-readers/facts/refresh.mjs), and in CI (.ci/run).
package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

const server = "testdata/server"

// readServer reads testdata/server with the files of extra added or replaced (path -> text).
func readServer(t *testing.T, extra map[string]string) (map[string]interface{}, error) {
	t.Helper()
	files, err := readSource(server)
	if err != nil {
		t.Fatal(err)
	}
	for name, text := range extra {
		files[name] = text
	}
	return read(files)
}

// at is "rel:line" of the first line of testdata/server/rel holding needle.
func at(t *testing.T, rel, needle string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(server, filepath.FromSlash(rel)))
	if err != nil {
		t.Fatal(err)
	}
	for i, line := range strings.Split(string(data), "\n") {
		if strings.Contains(line, needle) {
			return fmt.Sprintf("%s:%d", rel, i+1)
		}
	}
	t.Fatalf("%s: no line holds %q", rel, needle)
	return ""
}

// asJSON is a value as encoding/json writes and reads it back, so that Go values of the reader's
// types compare with what it returns.
func asJSON(t *testing.T, value interface{}) interface{} {
	t.Helper()
	data, err := json.Marshal(value)
	if err != nil {
		t.Fatal(err)
	}
	var out interface{}
	if err := json.Unmarshal(data, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

func text(s string) *string { return &s }
func number(n int) *int     { return &n }

// variable is the entry of one environment variable.
func variable(name string) func(map[string]interface{}) interface{} {
	return func(out map[string]interface{}) interface{} {
		for _, v := range out["environmentVariables"].([]*envVar) {
			if v.Name == name {
				return v
			}
		}
		return nil
	}
}

// key is out[path[0]][path[1]]...
func key(path ...string) func(map[string]interface{}) interface{} {
	return func(out map[string]interface{}) interface{} {
		var value interface{} = out
		for _, k := range path {
			value = value.(map[string]interface{})[k]
		}
		return value
	}
}

func TestFacts(t *testing.T) {
	out, err := readServer(t, nil)
	if err != nil {
		t.Fatal(err)
	}
	const (
		config   = "api/internal/env/env.go"
		db       = "api/internal/repositories/db.go"
		about    = "api/internal/repositories/about.go"
		queues   = "api/internal/models/queue_names.go"
		models   = "api/internal/models/settings.go"
		settings = "api/internal/commands/settings.go"
		upsert   = "api/internal/commands/upsert.go"
		handlers = "api/internal/handlers/handlers.go"
		prompt   = "api/internal/services/prompt.go"
		category = "api/internal/repositories/category.go"
		email    = "api/internal/wranglerasynq/email.go"
		image    = "docker/Dockerfile"
	)
	dbWhen := &envWhen{Variable: "DB_ENGINE", Values: []string{"mysql", "postgresql"}}
	cases := []struct {
		name string
		got  func(map[string]interface{}) interface{}
		want interface{}
	}{
		{"the module, and its Go files without tests or vendor/", func(out map[string]interface{}) interface{} {
			return []interface{}{out["module"], out["goFiles"]}
		}, []interface{}{"example.com/server", 14}},

		{"a variable that stops the server when empty, read on a path from main", variable("SECRET_KEY"), &envVar{
			Name: "SECRET_KEY", Required: "yes", Startup: true,
			Reads: []envRead{
				{Function: "internal/env.GetSecretKey", Source: at(t, config, "if len(os.Getenv(string(constants.SecretKey)))"), Startup: true},
				{Function: "internal/env.GetSecretKey", Source: at(t, config, "return os.Getenv(string(constants.SecretKey))"), Startup: true},
			},
			Checks: []envCheck{{Kind: "fatal-when-empty", Message: "SECRET_KEY is not set",
				Source:    at(t, config, "if len(os.Getenv(string(constants.SecretKey)))"),
				Condition: `len(os.Getenv(string(constants.SecretKey))) == 0 && env != "test"`}},
		}},

		{"a literal given when empty is the default; off the start-up path", variable("VERSION"), &envVar{
			Name: "VERSION", Required: "no", Default: text("unknown"), DefaultSource: at(t, about, "if len(envVersion) == 0"),
			Reads:  []envRead{{Function: "internal/repositories.AboutRepository.GetAboutData", Source: at(t, about, `os.Getenv("VERSION")`)}},
			Checks: []envCheck{{Kind: "default-when-empty", Detail: "unknown", Source: at(t, about, "if len(envVersion) == 0")}},
		}},

		{"a value computed when empty, and set in the image", variable("BASE_PATH"), &envVar{
			Name: "BASE_PATH", Required: "no", SetInImage: text("/app/receipt-wrangler-api"),
			Reads:  []envRead{{Function: "internal/env.GetBasePath", Source: at(t, config, "envBase := os.Getenv")}},
			Checks: []envCheck{{Kind: "computed-when-empty", Detail: "basePath", Source: at(t, config, "if len(envBase) == 0")}},
		}},

		{"an integer parse of the value makes it required", variable("REDIS_PORT"), &envVar{
			Name: "REDIS_PORT", Required: "yes", Integer: true, Startup: true,
			Reads:  []envRead{{Function: "internal/env.GetRedisPort", Source: at(t, config, "os.Getenv(string(constants.RedisPort))"), Startup: true}},
			Checks: []envCheck{{Kind: "integer", Source: at(t, config, "return utils.StringToInt(os.Getenv")}},
		}},

		{"an integer parse under a comparison of another variable makes it conditional", variable("DB_PORT"), &envVar{
			Name: "DB_PORT", Required: "conditional", RequiredWhen: dbWhen, Integer: true, Startup: true,
			Reads:  []envRead{{Function: "internal/env.GetDatabaseConfig", Source: at(t, config, "port := os.Getenv"), Startup: true}},
			Checks: []envCheck{{Kind: "integer", When: dbWhen, Source: at(t, config, "parsedPort, err := utils.StringToInt(port)")}},
		}},

		{"values compared with a variable and with the struct field it fills, the error naming it", variable("DB_ENGINE"), &envVar{
			Name: "DB_ENGINE", Required: "yes", AllowedValues: []string{"mysql", "postgresql", "sqlite"}, Startup: true,
			Reads: []envRead{
				{Function: "internal/env.GetDatabaseConfig", Source: at(t, config, "dbEngine := os.Getenv"), Startup: true},
				{Function: "internal/env.GetDatabaseConfig", Source: at(t, config, "Engine: os.Getenv"), Startup: true},
			},
			Checks: []envCheck{
				{Kind: "compared", Values: []string{"mysql", "postgresql"}, Source: at(t, config, "func GetDatabaseConfig")},
				{Kind: "one-of", Values: []string{"mysql", "postgresql", "sqlite"},
					Message: "database engine of: %s! check your config to make sure it is correct", Source: at(t, db, "return fmt.Errorf")},
			},
		}},

		{"a variable the server sets, also set in the image", variable("ENV"), &envVar{
			Name: "ENV", Required: "no", SetInImage: text("prod"), SetByServer: at(t, config, "os.Setenv") + " (env)",
			Reads: []envRead{}, Checks: []envCheck{},
		}},

		{"a variable only the image sets (ENV name value)", variable("PYTHONPATH"), &envVar{
			Name: "PYTHONPATH", Required: "no", SetInImage: text("/app/venv/lib"), Reads: []envRead{}, Checks: []envCheck{},
		}},

		{"no variable from a test file or vendor/", func(out map[string]interface{}) interface{} {
			return []interface{}{variable("TEST_ONLY")(out), variable("VENDORED")(out)}
		}, []interface{}{nil, nil}},

		{"the image's ENV lines: quoted, unquoted, continued, space-separated", key("image"), map[string]imageEnv{
			"ENV":        {Value: "prod", Source: at(t, image, `ENV ENV="prod"`)},
			"BASE_PATH":  {Value: "/app/receipt-wrangler-api", Source: at(t, image, "ENV BASE_PATH")},
			"BUILD_DATE": {Value: "${BUILD_DATE}", Source: at(t, image, "ENV BASE_PATH")},
			"PYTHONPATH": {Value: "/app/venv/lib", Source: at(t, image, "ENV PYTHONPATH")},
		}},

		{"the queues of GetQueueNames with the default priorities of their configuration literals", key("queues"), map[string]interface{}{
			"source": at(t, queues, "func GetQueueNames"),
			"names": []queue{
				{Name: "quick_scan", Constant: "QuickScanQueue", DefaultPriority: number(4), Source: at(t, queues, `QuickScanQueue    QueueName = "quick_scan"`)},
				{Name: "email_polling", Constant: "EmailPollingQueue", Source: at(t, queues, `EmailPollingQueue QueueName = "email_polling"`)},
			},
			"systemSettingsChecks": []validation{{Field: "taskQueueConfigurations", Message: "Every queue needs a configuration",
				Condition: "len(command.TaskQueueConfigurations) != len(queueNames)", Source: at(t, settings, "if len(command.TaskQueueConfigurations)")}},
		}},

		{"an enum: the constants of a string type, in file order", key("aiTypes", "enum"), []enumValue{
			{Constant: "OPEN_AI", Value: "OPEN_AI", Source: at(t, models, "OPEN_AI AiClientType")},
			{Constant: "OLLAMA", Value: "OLLAMA", Source: at(t, models, "OLLAMA  AiClientType")},
		}},

		{"a Validate's checks with the conditions around them, else branches negated, constants named", key("aiTypes", "checks"), []validation{
			{Field: "name", Message: "Name is required", Condition: "len(command.Name) == 0", Source: at(t, settings, `errors["name"]`)},
			{Field: "url", Message: "Url is required", Condition: "command.AiType == models.OLLAMA && len(command.Url) == 0",
				Constants: []string{"OLLAMA"}, Source: at(t, settings, `errors["url"]`)},
			{Field: "key", Message: "Key is required", Condition: "!(command.AiType == models.OLLAMA)",
				Constants: []string{"OLLAMA"}, Source: at(t, settings, `errors["key"]`)},
		}},

		{"a model's fields: JSON name, Go type, enum values; embedded, json:\"-\" left out", key("aiTypes", "modelFields"), []structField{
			{Go: "Name", JSON: "name", Type: "string", Source: at(t, models, "Name   string")},
			{Go: "AiType", JSON: "aiType", Type: "AiClientType", Values: []string{"OPEN_AI", "OLLAMA"}, Source: at(t, models, "AiType AiClientType")},
			{Go: "Url", JSON: "url", Type: "string", Source: at(t, models, "Url    string")},
		}},

		{"a model's fields: gorm defaults and zero values; untagged left out", key("systemSettings", "fields"), []structField{
			{Go: "EnableLocalSignUp", JSON: "enableLocalSignUp", Type: "bool", Default: text("false"), ZeroValue: "false", Source: at(t, models, "EnableLocalSignUp bool")},
			{Go: "DebugOcr", JSON: "debugOcr", Type: "bool", ZeroValue: "false", Source: at(t, models, "DebugOcr          bool")},
			{Go: "NumWorkers", JSON: "numWorkers", Type: "int", Default: text("1"), ZeroValue: "0", Source: at(t, models, "NumWorkers        int")},
			{Go: "CurrencyCode", JSON: "currencyCode", Type: "*string", Default: text("USD"), ZeroValue: "null", Source: at(t, models, "CurrencyCode      *string")},
		}},

		{"a command: Validate's parameters, its checks, and each handler's call with its arguments", key("commands", "UpsertReceiptCommand"), map[string]interface{}{
			"validateParams": []string{"userRequestId", "isCreate"},
			"checks": []validation{{Field: "groupId", Message: "Group is required", Condition: "isCreate && command.GroupId == 0",
				Source: at(t, upsert, `errors["groupId"]`)}},
			"validateCalls": []validateCall{
				{Handler: "CreateReceipt", Args: []string{"userId(r)", "true"}, Source: at(t, handlers, "command.Validate(userId(r), true)")},
				{Handler: "UpdateReceipt", Args: []string{"userId(r)", "false"}, Source: at(t, handlers, "command.Validate(userId(r), false)")},
			},
		}},

		{"a command whose Validate takes nothing", key("commands", "UpsertGroupCommand"), map[string]interface{}{
			"validateParams": nil,
			"checks":         []validation{{Field: "name", Message: "Name is required", Condition: "len(command.Name) == 0", Source: at(t, upsert, `errors["name"]`)}},
			"validateCalls":  []validateCall{{Handler: "UpdateGroup", Args: []string{}, Source: at(t, handlers, "command.Validate()")}},
		}},

		{"the default prompt: its template, name and description", key("prompts", "defaultPrompt"), map[string]string{
			"name": "Default Prompt", "description": "The prompt the server starts with",
			"text": "Read this receipt.\nCategories: @categories", "source": at(t, prompt, "defaultPrompt := fmt.Sprintf"),
		}},

		{"the prompt variables: a local followed to its value, a list with the columns its query selects", key("prompts", "variables"), []promptVariable{
			{Name: "@categories", Value: "categories", Source: at(t, prompt, "result[structs.CATEGORIES]"), Selects: &listColumns{
				Call: "repository.GetAllCategories", Columns: []string{"id", "name"},
				Source: at(t, prompt, `repository.GetAllCategories("id, name")`), SelectSource: at(t, category, ".Select(querySelect)")}},
			{Name: "@currentYear", Value: "time.Now().Year()", Source: at(t, prompt, "result[structs.CURRENT_YEAR]")},
			{Name: "@ocrText", Value: "ocrText", Source: at(t, prompt, "result[structs.OCR_TEXT]")},
		}},

		{"an email poll's attachment steps: return stops the poll, continue goes to the next", key("email", "attachmentSteps"), []failureStep{
			{Call: "utils.ReadFile", Action: "return", Source: at(t, email, "utils.ReadFile(")},
			{Call: "utils.CheckType", Action: "continue", Source: at(t, email, "utils.CheckType(")},
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, want := asJSON(t, c.got(out)), asJSON(t, c.want)
			if !reflect.DeepEqual(got, want) {
				gotText, _ := json.MarshalIndent(got, "", "  ")
				wantText, _ := json.MarshalIndent(want, "", "  ")
				t.Errorf("got\n%s\nwant\n%s", gotText, wantText)
			}
		})
	}
}

func TestDeterministic(t *testing.T) {
	first, err := readServer(t, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 3; i++ {
		again, _ := readServer(t, nil)
		if !reflect.DeepEqual(asJSON(t, first), asJSON(t, again)) {
			t.Fatal("two reads of the same source differ")
		}
	}
}

func TestFailsWithFileAndLine(t *testing.T) {
	cases := []struct {
		name  string
		extra map[string]string
		want  string
	}{
		{"a variable name it cannot resolve", map[string]string{"api/internal/env/dynamic.go": `package env

import "os"

func Lookup(name string) string {
	return os.Getenv(name)
}
`}, "api/internal/env/dynamic.go:6: cannot resolve the name of an environment variable: name"},
		{"a queue name that is not a constant", map[string]string{"api/internal/models/queue_names.go": `package models

type QueueName string

func GetQueueNames() []QueueName {
	return []QueueName{
		QueueName("quick_scan"),
	}
}
`}, `api/internal/models/queue_names.go:7: queue name is not a constant: QueueName("quick_scan")`},
		{"a go.mod without a module line", map[string]string{"api/go.mod": "go 1.22\n"}, "no module line in api/go.mod"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := readServer(t, c.extra)
			if err == nil || err.Error() != c.want {
				t.Errorf("got error %v, want %q", err, c.want)
			}
		})
	}
}
