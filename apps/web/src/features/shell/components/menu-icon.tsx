import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import BookIcon from '@mui/icons-material/Book';
import CategoryIcon from '@mui/icons-material/Category';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import EventNoteIcon from '@mui/icons-material/EventNote';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import SummarizeIcon from '@mui/icons-material/Summarize';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AssessmentIcon from '@mui/icons-material/Assessment';
import ArticleIcon from '@mui/icons-material/Article';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import DescriptionIcon from '@mui/icons-material/Description';
import FolderIcon from '@mui/icons-material/Folder';
import FolderSharedIcon from '@mui/icons-material/FolderShared';
import HistoryIcon from '@mui/icons-material/History';
import HomeIcon from '@mui/icons-material/Home';
import ListAltIcon from '@mui/icons-material/ListAlt';
import PaymentsIcon from '@mui/icons-material/Payments';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import RequestPageIcon from '@mui/icons-material/RequestPage';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import SendIcon from '@mui/icons-material/Send';
import SettingsIcon from '@mui/icons-material/Settings';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import VerifiedIcon from '@mui/icons-material/Verified';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';

/**
 * The server names icons by their Material icon name (`iconCls`). Only the ones listed
 * are bundled; anything else falls back to a folder or document icon.
 */
const ICONS: Readonly<Record<string, ComponentType<SvgIconProps>>> = {
  account_balance: AccountBalanceIcon,
  account_balance_wallet: AccountBalanceWalletIcon,
  assessment: AssessmentIcon,
  article: ArticleIcon,
  book: BookIcon,
  category: CategoryIcon,
  compare_arrows: CompareArrowsIcon,
  credit_card: CreditCardIcon,
  currency_exchange: CurrencyExchangeIcon,
  description: DescriptionIcon,
  edit_calendar: EditCalendarIcon,
  event_busy: EventBusyIcon,
  event_note: EventNoteIcon,
  folder: FolderIcon,
  folder_shared: FolderSharedIcon,
  history: HistoryIcon,
  home: HomeIcon,
  list_alt: ListAltIcon,
  menu_book: MenuBookIcon,
  payments: PaymentsIcon,
  pending_actions: PendingActionsIcon,
  query_stats: QueryStatsIcon,
  receipt_long: ReceiptLongIcon,
  report_problem: ReportProblemIcon,
  request_page: RequestPageIcon,
  request_quote: RequestQuoteIcon,
  send: SendIcon,
  settings: SettingsIcon,
  show_chart: ShowChartIcon,
  summarize: SummarizeIcon,
  swap_horiz: SwapHorizIcon,
  swap_vert: SwapVertIcon,
  upload_file: UploadFileIcon,
  verified: VerifiedIcon,
};

export function MenuIcon({ name, group, ...props }: { name: string; group: boolean } & SvgIconProps) {
  const Icon = ICONS[name] ?? (group ? FolderIcon : ArticleIcon);
  return <Icon aria-hidden {...props} />;
}
