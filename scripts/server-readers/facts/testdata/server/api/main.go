package main

import (
	"example.com/server/internal/env"
	"example.com/server/internal/logging"
	"example.com/server/internal/repositories"
)

func main() {
	env.LoadEnv()
	env.GetSecretKey()

	err := repositories.Connect()
	if err != nil {
		logging.LogStd(logging.LOG_LEVEL_FATAL, err.Error())
	}

	_, err = env.GetRedisPort()
	if err != nil {
		logging.LogStd(logging.LOG_LEVEL_FATAL, err.Error())
	}
}
