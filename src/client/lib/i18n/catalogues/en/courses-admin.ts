/**
 * The admin's course dialogs (features/courses/admin: Add New Golf Course, Edit Golf Course, Delete
 * course), English, in the dialogs' own lazy chunks (docs/decisions.md §9). Texts quoted by
 * docs/product.md stay verbatim.
 */

export default {
  'coursesAdmin.add': 'Add Course',
  'coursesAdmin.edit': 'Edit',
  'coursesAdmin.addTitle': 'Add New Golf Course',
  'coursesAdmin.editTitle': 'Edit Golf Course',
  'coursesAdmin.name': 'Course Name',
  'coursesAdmin.address': 'Address',
  'coursesAdmin.city': 'City',
  'coursesAdmin.state': 'State',
  'coursesAdmin.chooseState': 'Choose a state',
  'coursesAdmin.zipCode': 'ZIP Code',
  'coursesAdmin.latitude': 'Latitude',
  'coursesAdmin.longitude': 'Longitude',
  'coursesAdmin.example': 'e.g. {value}',
  'coursesAdmin.phone': 'Phone (optional)',
  'coursesAdmin.website': 'Website (optional)',
  'coursesAdmin.cancel': 'Cancel',
  'coursesAdmin.create': 'Create Course',
  'coursesAdmin.update': 'Update Course',
  'coursesAdmin.creating': 'Creating...',
  'coursesAdmin.updating': 'Updating...',
  'coursesAdmin.success': 'Success',
  'coursesAdmin.error': 'Error',
  'coursesAdmin.created': 'Course created successfully',
  'coursesAdmin.updated': 'Course updated successfully',
  'coursesAdmin.createFailed': 'Failed to create course',
  'coursesAdmin.updateFailed': 'Failed to update course',
  'coursesAdmin.deleteTitle': 'Delete course',
  'coursesAdmin.deleteQuestion': 'Are you sure you want to delete {name}?',
  'coursesAdmin.delete': 'Delete',
  'coursesAdmin.deleting': 'Deleting...',
  'coursesAdmin.deleted': 'Course deleted successfully',
  'coursesAdmin.deleteFailed': 'Failed to delete course',
} as const;
