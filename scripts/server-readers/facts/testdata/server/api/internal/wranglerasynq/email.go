package wranglerasynq

import "example.com/server/internal/utils"

func enqueueEmailProcessTasks(metadataList []EmailMetadata) error {
	for _, metadata := range metadataList {
		for _, attachment := range metadata.Attachments {
			fileBytes, err := utils.ReadFile(attachment.Filename)
			if err != nil {
				return err
			}
			checked, err := utils.CheckType(fileBytes)
			if err != nil {
				continue
			}
			logOnly, err := utils.Describe(checked)
			if err != nil {
				utils.Print(logOnly)
			}
		}
	}
	return nil
}
