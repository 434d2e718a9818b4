module receipt-wrangler-docs/server-facts

go 1.19
