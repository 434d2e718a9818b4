package repositories

import (
	"fmt"

	config "example.com/server/internal/env"
)

func Connect() error {
	dbConfig, err := config.GetDatabaseConfig()
	if err != nil {
		return err
	}

	dbEngine := dbConfig.Engine

	if dbEngine == "postgresql" || dbEngine == "mysql" {
		return nil
	}

	if dbEngine == "sqlite" {
		return nil
	}

	return fmt.Errorf("database engine of: %s! check your config to make sure it is correct", dbEngine)
}
