/**
 * The admin's system data lists (the catalogue). What others use: reading every row of a kind
 * (the membership review's choices).
 */
export { fetchAllSystemData } from './system-data-api'
