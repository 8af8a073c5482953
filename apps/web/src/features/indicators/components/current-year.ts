import { todayInLima } from '@huella/domain';

/** The indicators open on the current year of the business (Lima), not of the browser's clock zone. */
export const currentYear = () => Number(todayInLima().slice(0, 4));
