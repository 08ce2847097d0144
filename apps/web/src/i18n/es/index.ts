import { accounts } from './accounts';
import { auth } from './auth';
import { common } from './common';
import { errors } from './errors';
import { shell } from './shell';
import { table } from './table';

export const es = { common, table, errors, auth, shell, accounts };
