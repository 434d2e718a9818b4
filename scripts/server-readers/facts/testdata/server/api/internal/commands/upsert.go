package commands

type UpsertReceiptCommand struct {
	Name    string `json:"name"`
	GroupId uint   `json:"groupId"`
}

func (command *UpsertReceiptCommand) Validate(userRequestId uint, isCreate bool) map[string]string {
	errors := map[string]string{}
	if isCreate && command.GroupId == 0 {
		errors["groupId"] = "Group is required"
	}
	return errors
}

type UpsertGroupCommand struct {
	Name string `json:"name"`
}

func (command *UpsertGroupCommand) Validate() map[string]string {
	errors := map[string]string{}
	if len(command.Name) == 0 {
		errors["name"] = "Name is required"
	}
	return errors
}

type UpsertSystemEmailCommand struct {
	Host     string `json:"host"`
	Password string `json:"password"`
}

func (command *UpsertSystemEmailCommand) Validate(isCreate bool) map[string]string {
	errors := map[string]string{}
	if isCreate && len(command.Password) == 0 {
		errors["password"] = "Password is required"
	}
	return errors
}
