import AuditOutlinedIcon from '@ant-design/icons-svg/es/asn/AuditOutlined'
import BarcodeOutlinedIcon from '@ant-design/icons-svg/es/asn/BarcodeOutlined'
import BellOutlinedIcon from '@ant-design/icons-svg/es/asn/BellOutlined'
import BgColorsOutlinedIcon from '@ant-design/icons-svg/es/asn/BgColorsOutlined'
import ChromeOutlinedIcon from '@ant-design/icons-svg/es/asn/ChromeOutlined'
import DashboardOutlinedIcon from '@ant-design/icons-svg/es/asn/DashboardOutlined'
import EditOutlinedIcon from '@ant-design/icons-svg/es/asn/EditOutlined'
import FileTextOutlinedIcon from '@ant-design/icons-svg/es/asn/FileTextOutlined'
import FontSizeOutlinedIcon from '@ant-design/icons-svg/es/asn/FontSizeOutlined'
import InfoCircleOutlinedIcon from '@ant-design/icons-svg/es/asn/InfoCircleOutlined'
import KeyOutlinedIcon from '@ant-design/icons-svg/es/asn/KeyOutlined'
import LockOutlinedIcon from '@ant-design/icons-svg/es/asn/LockOutlined'
import ProfileOutlinedIcon from '@ant-design/icons-svg/es/asn/ProfileOutlined'
import QuestionCircleOutlinedIcon from '@ant-design/icons-svg/es/asn/QuestionCircleOutlined'
import QuestionOutlinedIcon from '@ant-design/icons-svg/es/asn/QuestionOutlined'
import SafetyOutlinedIcon from '@ant-design/icons-svg/es/asn/SafetyOutlined'
import TableOutlinedIcon from '@ant-design/icons-svg/es/asn/TableOutlined'
import TeamOutlinedIcon from '@ant-design/icons-svg/es/asn/TeamOutlined'
import UnorderedListOutlinedIcon from '@ant-design/icons-svg/es/asn/UnorderedListOutlined'
import UserOutlinedIcon from '@ant-design/icons-svg/es/asn/UserOutlined'
import WalletOutlinedIcon from '@ant-design/icons-svg/es/asn/WalletOutlined'
import { antIcon } from '#client/components/ant-icon.tsx'
import type { MenuIcon } from './types.ts'

const AuditOutlined = antIcon(AuditOutlinedIcon)
const BarcodeOutlined = antIcon(BarcodeOutlinedIcon)
const BellOutlined = antIcon(BellOutlinedIcon)
const BgColorsOutlined = antIcon(BgColorsOutlinedIcon)
const ChromeOutlined = antIcon(ChromeOutlinedIcon)
const DashboardOutlined = antIcon(DashboardOutlinedIcon)
const EditOutlined = antIcon(EditOutlinedIcon)
const FileTextOutlined = antIcon(FileTextOutlinedIcon)
const FontSizeOutlined = antIcon(FontSizeOutlinedIcon)
const InfoCircleOutlined = antIcon(InfoCircleOutlinedIcon)
const KeyOutlined = antIcon(KeyOutlinedIcon)
const LockOutlined = antIcon(LockOutlinedIcon)
const ProfileOutlined = antIcon(ProfileOutlinedIcon)
const QuestionCircleOutlined = antIcon(QuestionCircleOutlinedIcon)
const QuestionOutlined = antIcon(QuestionOutlinedIcon)
const SafetyOutlined = antIcon(SafetyOutlinedIcon)
const TableOutlined = antIcon(TableOutlinedIcon)
const TeamOutlined = antIcon(TeamOutlinedIcon)
const UnorderedListOutlined = antIcon(UnorderedListOutlinedIcon)
const UserOutlined = antIcon(UserOutlinedIcon)
const WalletOutlined = antIcon(WalletOutlinedIcon)

// The drawer's icon for each item of menu-items.ts, by id. Kept apart from the menu itself, which
// every page reads for its title (the entry chunk), while only the main layout's drawer shows icons.
export const menuIcons: Record<string, MenuIcon> = {
  dashboard: DashboardOutlined,
  login: KeyOutlined,
  register: ProfileOutlined,
  typography: FontSizeOutlined,
  color: BgColorsOutlined,
  shadow: BarcodeOutlined,
  'sample-page': ChromeOutlined,
  documentation: QuestionOutlined,
  'admin-people': TeamOutlined,
  'admin-audit': AuditOutlined,
  'admin-security': LockOutlined,
  'admin-appearance': BgColorsOutlined,
  'admin-person': UserOutlined,
  help: QuestionCircleOutlined,
  about: InfoCircleOutlined,
  privacy: SafetyOutlined,
  terms: FileTextOutlined,
  'edit-profile': EditOutlined,
  'view-profile': UserOutlined,
  'social-profile': ProfileOutlined,
  billing: WalletOutlined,
  'account-settings': UserOutlined,
  'privacy-center': LockOutlined,
  history: UnorderedListOutlined,
  notifications: BellOutlined,
  'person-profile': UserOutlined,
}

/** An item's icon: its own, or for a resource's list (src/shared/resources/) a table. */
export function menuIconOf(id: string): MenuIcon | undefined {
  return menuIcons[id] ?? (id.startsWith('resource-') ? TableOutlined : undefined)
}
