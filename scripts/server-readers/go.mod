module serverreaders

go 1.19
