module serverroutes

go 1.19
