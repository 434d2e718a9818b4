package models

type AiClientType string

const (
	OPEN_AI AiClientType = "OPEN_AI"
	OLLAMA  AiClientType = "OLLAMA"
)

type ReceiptProcessingSettings struct {
	BaseModel
	Name   string       `gorm:"not null;uniqueIndex" json:"name"`
	AiType AiClientType `json:"aiType"`
	Url    string       `json:"url"`
	Key    string       `json:"-"`
}

type SystemSettings struct {
	BaseModel
	EnableLocalSignUp bool    `json:"enableLocalSignUp" gorm:"default:false"`
	DebugOcr          bool    `json:"debugOcr"`
	NumWorkers        int     `json:"numWorkers" gorm:"default:1"`
	CurrencyCode      *string `json:"currencyCode,omitempty" gorm:"default:USD"`
	internal          string
}
