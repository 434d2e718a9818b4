package services

import (
	"fmt"
	"time"

	"example.com/server/internal/repositories"
	"example.com/server/internal/structs"
)

type PromptService struct{}

const defaultPromptTemplate = `Read this receipt.
Categories: @categories`

func (service PromptService) CreateDefaultPrompt() {
	defaultPrompt := fmt.Sprintf(defaultPromptTemplate)
	service.create(Command{
		Name:        "Default Prompt",
		Description: "The prompt the server starts with",
		Prompt:      defaultPrompt,
	})
}

func (service PromptService) buildTemplateVariableMap(ocrText string) (map[structs.PromptTemplateVariable]string, error) {
	result := map[structs.PromptTemplateVariable]string{}
	categories, err := service.getCategories()
	if err != nil {
		return nil, err
	}
	year := time.Now().Year()
	result[structs.CATEGORIES] = categories
	result[structs.CURRENT_YEAR] = year
	result[structs.OCR_TEXT] = ocrText
	return result, nil
}

func (service PromptService) getCategories() (string, error) {
	repository := repositories.NewCategoryRepository(nil)
	categories, err := repository.GetAllCategories("id, name")
	return fmt.Sprint(categories), err
}
