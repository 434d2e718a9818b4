package env

import (
	"flag"
	"os"

	"example.com/server/internal/constants"
	"example.com/server/internal/logging"
	"example.com/server/internal/utils"
)

var basePath string
var env string

type DatabaseConfig struct {
	Port   int
	Engine string
}

func GetSecretKey() string {
	if len(os.Getenv(string(constants.SecretKey))) == 0 && env != "test" {
		logging.LogStd(logging.LOG_LEVEL_FATAL, constants.EmptySecretKeyError)
	}

	return os.Getenv(string(constants.SecretKey))
}

func GetDatabaseConfig() (DatabaseConfig, error) {
	dbEngine := os.Getenv(string(constants.DbEngine))
	port := os.Getenv(string(constants.DbPort))
	portToUse := 0

	if dbEngine == "postgresql" || dbEngine == "mysql" {
		parsedPort, err := utils.StringToInt(port)
		if err != nil {
			return DatabaseConfig{}, err
		}
		portToUse = parsedPort
	}

	return DatabaseConfig{
		Port:   portToUse,
		Engine: os.Getenv(string(constants.DbEngine)),
	}, nil
}

func GetRedisPort() (int, error) {
	return utils.StringToInt(os.Getenv(string(constants.RedisPort)))
}

func GetBasePath() string {
	envBase := os.Getenv(string(constants.BasePath))
	if len(envBase) == 0 {
		return basePath
	}

	return envBase
}

func LoadEnv() {
	envFlag := flag.String("env", "dev", "the environment")
	flag.Parse()
	env = *envFlag
	os.Setenv(string(constants.Env), env)
}
