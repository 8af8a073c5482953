/** The subscription dialog's dates are the app's one date field (issue 11 item 8). */
export { FormDateField as DateField } from '../../../components/form-date-field';
