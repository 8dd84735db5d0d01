import { Link } from 'react-router'
import classes from '../layouts/layout.module.css'

export function Brand({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className={classes.brand}>
      <span className={classes.brandName}>AFCPE</span>
      <span className={classes.brandTagline}>Member Portal</span>
    </Link>
  )
}
