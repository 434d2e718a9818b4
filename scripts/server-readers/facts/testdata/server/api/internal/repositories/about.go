package repositories

import "os"

type AboutRepository struct{}

func (repository AboutRepository) GetAboutData() (string, string) {
	envVersion := os.Getenv("VERSION")
	envBuildDate := os.Getenv("BUILD_DATE")

	if len(envVersion) == 0 {
		envVersion = "unknown"
	}

	if len(envBuildDate) == 0 {
		envBuildDate = "unknown"
	}

	return envVersion, envBuildDate
}
