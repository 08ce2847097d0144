import { accounts } from './accounts';
import { accountChanges } from './account-changes';
import { checkbooks } from './checkbooks';
import { creditLetters } from './credit-letters';
import { loans } from './loans';
import { movements } from './movements';
import { query } from './query';
import { rates } from './rates';
import { ratesPanel } from './rates-panel';
import { statements } from './statements';
import { auth } from './auth';
import { common } from './common';
import { errors } from './errors';
import { shell } from './shell';
import { table } from './table';

export const en = { common, table, errors, auth, shell, accounts, query, movements, statements, accountChanges, loans, checkbooks, rates, creditLetters, ratesPanel };
