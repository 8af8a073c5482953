import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AssessmentIcon from '@mui/icons-material/Assessment';
import AttachMoneyIcon from '@mui/icons-material/AttachMoney';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import BarChartIcon from '@mui/icons-material/BarChart';
import BuildIcon from '@mui/icons-material/Build';
import BusinessIcon from '@mui/icons-material/Business';
import CampaignIcon from '@mui/icons-material/Campaign';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import DescriptionIcon from '@mui/icons-material/Description';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import FactoryIcon from '@mui/icons-material/Factory';
import FolderIcon from '@mui/icons-material/Folder';
import GroupIcon from '@mui/icons-material/Group';
import GroupsIcon from '@mui/icons-material/Groups';
import HomeIcon from '@mui/icons-material/Home';
import InsightsIcon from '@mui/icons-material/Insights';
import InventoryIcon from '@mui/icons-material/Inventory';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import LockIcon from '@mui/icons-material/Lock';
import LogoutIcon from '@mui/icons-material/Logout';
import MergeTypeIcon from '@mui/icons-material/MergeType';
import PeopleIcon from '@mui/icons-material/People';
import PersonIcon from '@mui/icons-material/Person';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import RecyclingIcon from '@mui/icons-material/Recycling';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import RuleIcon from '@mui/icons-material/Rule';
import SearchIcon from '@mui/icons-material/Search';
import SecurityIcon from '@mui/icons-material/Security';
import SettingsIcon from '@mui/icons-material/Settings';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import SpeedIcon from '@mui/icons-material/Speed';
import StorefrontIcon from '@mui/icons-material/Storefront';
import StraightenIcon from '@mui/icons-material/Straighten';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import TimelineIcon from '@mui/icons-material/Timeline';
import TireRepairIcon from '@mui/icons-material/TireRepair';
import TuneIcon from '@mui/icons-material/Tune';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';

/**
 * The menu stores MUI icon names. Icons are imported one by one (importing the whole set would put thousands
 * of icons in the bundle), so only the names listed here render; any other falls back to a neutral circle.
 */
const ICONS: Record<string, ComponentType<SvgIconProps>> = {
  AccountTree: AccountTreeIcon,
  AdminPanelSettings: AdminPanelSettingsIcon,
  Assessment: AssessmentIcon,
  AttachMoney: AttachMoneyIcon,
  Autorenew: AutorenewIcon,
  BarChart: BarChartIcon,
  Build: BuildIcon,
  Business: BusinessIcon,
  Campaign: CampaignIcon,
  CardMembership: CardMembershipIcon,
  CompareArrows: CompareArrowsIcon,
  CurrencyExchange: CurrencyExchangeIcon,
  Dashboard: DashboardIcon,
  DeleteSweep: DeleteSweepIcon,
  Description: DescriptionIcon,
  DirectionsCar: DirectionsCarIcon,
  FactCheck: FactCheckIcon,
  Factory: FactoryIcon,
  Folder: FolderIcon,
  Group: GroupIcon,
  Groups: GroupsIcon,
  Home: HomeIcon,
  Insights: InsightsIcon,
  Inventory: InventoryIcon,
  LocalShipping: LocalShippingIcon,
  Lock: LockIcon,
  Logout: LogoutIcon,
  MergeType: MergeTypeIcon,
  People: PeopleIcon,
  Person: PersonIcon,
  PictureAsPdf: PictureAsPdfIcon,
  QueryStats: QueryStatsIcon,
  Recycling: RecyclingIcon,
  ReportProblem: ReportProblemIcon,
  Rule: RuleIcon,
  Search: SearchIcon,
  Security: SecurityIcon,
  Settings: SettingsIcon,
  ShowChart: ShowChartIcon,
  Speed: SpeedIcon,
  Storefront: StorefrontIcon,
  Straighten: StraightenIcon,
  SupportAgent: SupportAgentIcon,
  TaskAlt: TaskAltIcon,
  Timeline: TimelineIcon,
  TireRepair: TireRepairIcon,
  Tune: TuneIcon,
  UploadFile: UploadFileIcon,
  ViewModule: ViewModuleIcon,
};

/** 'local_shipping', 'local-shipping' and 'LocalShipping' all name the same icon. */
const toPascalCase = (name: string) =>
  name
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

export function MenuIcon({ icon, ...props }: { icon: string | null } & SvgIconProps) {
  const Icon = (icon && (ICONS[icon] ?? ICONS[toPascalCase(icon)])) || RadioButtonUncheckedIcon;
  return <Icon {...props} />;
}
