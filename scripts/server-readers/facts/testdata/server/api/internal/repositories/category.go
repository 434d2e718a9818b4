package repositories

type CategoryRepository struct {
	db DB
}

func (repository CategoryRepository) GetAllCategories(querySelect string) ([]Category, error) {
	var categories []Category
	err := repository.db.Model(Category{}).Select(querySelect).Find(&categories).Error
	return categories, err
}
