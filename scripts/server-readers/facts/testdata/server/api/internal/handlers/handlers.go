package handlers

import (
	"net/http"

	"example.com/server/internal/commands"
)

func CreateReceipt(w http.ResponseWriter, r *http.Request) {
	command := commands.UpsertReceiptCommand{}
	command.Validate(userId(r), true)
}

func UpdateReceipt(w http.ResponseWriter, r *http.Request) {
	command := commands.UpsertReceiptCommand{}
	command.Validate(userId(r), false)
}

func UpdateGroup(w http.ResponseWriter, r *http.Request) {
	command := commands.UpsertGroupCommand{}
	command.Validate()
}

func UpdateSystemEmail(w http.ResponseWriter, r *http.Request) {
	command := commands.UpsertSystemEmailCommand{}
	command.Validate(true)
}

func userId(r *http.Request) uint { return 1 }
