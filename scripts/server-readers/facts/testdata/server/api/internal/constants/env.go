package constants

type EnvironmentVariable string

const (
	SecretKey EnvironmentVariable = "SECRET_KEY"
	DbEngine  EnvironmentVariable = "DB_ENGINE"
	DbPort    EnvironmentVariable = "DB_PORT"
	RedisPort EnvironmentVariable = "REDIS_PORT"
	BasePath  EnvironmentVariable = "BASE_PATH"
	Env       EnvironmentVariable = "ENV"
)

const EmptySecretKeyError = "SECRET_KEY is not set"
