package models

type QueueName string

const (
	QuickScanQueue    QueueName = "quick_scan"
	EmailPollingQueue QueueName = "email_polling"
)

func GetQueueNames() []QueueName {
	return []QueueName{
		QuickScanQueue,
		EmailPollingQueue,
	}
}

type TaskQueueConfiguration struct {
	Name     QueueName
	Priority int
}

func GetDefaultQuickScanQueueConfiguration() TaskQueueConfiguration {
	return TaskQueueConfiguration{
		Name:     QuickScanQueue,
		Priority: 4,
	}
}
