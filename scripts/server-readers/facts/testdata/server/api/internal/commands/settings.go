package commands

import "example.com/server/internal/models"

type UpsertReceiptProcessingSettingsCommand struct {
	Name   string              `json:"name"`
	AiType models.AiClientType `json:"aiType"`
	Url    string              `json:"url"`
}

func (command *UpsertReceiptProcessingSettingsCommand) Validate() map[string]string {
	errors := map[string]string{}
	if len(command.Name) == 0 {
		errors["name"] = "Name is required"
	}
	if command.AiType == models.OLLAMA {
		if len(command.Url) == 0 {
			errors["url"] = "Url is required"
		}
	} else {
		errors["key"] = "Key is required"
	}
	return errors
}

type UpsertSystemSettingsCommand struct {
	NumWorkers              int                             `json:"numWorkers"`
	TaskQueueConfigurations []models.TaskQueueConfiguration `json:"taskQueueConfigurations"`
}

func (command *UpsertSystemSettingsCommand) Validate() map[string]string {
	errorMap := map[string]string{}
	if command.NumWorkers < 1 {
		errorMap["numWorkers"] = "Number of workers must be at least 1"
	}
	queueNames := models.GetQueueNames()
	if len(command.TaskQueueConfigurations) != len(queueNames) {
		errorMap["taskQueueConfigurations"] = "Every queue needs a configuration"
	}
	return errorMap
}
