import type { Access } from 'payload'
import { staffRole } from './isStaff.ts'

export const isAdmin: Access = ({ req }) => staffRole(req) === 'admin'
