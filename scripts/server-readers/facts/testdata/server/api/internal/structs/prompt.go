package structs

type PromptTemplateVariable string

const (
	CATEGORIES   PromptTemplateVariable = "@categories"
	CURRENT_YEAR PromptTemplateVariable = "@currentYear"
	OCR_TEXT     PromptTemplateVariable = "@ocrText"
)
