import AuditOutlined from '@ant-design/icons/AuditOutlined'
import BarcodeOutlined from '@ant-design/icons/BarcodeOutlined'
import BellOutlined from '@ant-design/icons/BellOutlined'
import BgColorsOutlined from '@ant-design/icons/BgColorsOutlined'
import ChromeOutlined from '@ant-design/icons/ChromeOutlined'
import DashboardOutlined from '@ant-design/icons/DashboardOutlined'
import EditOutlined from '@ant-design/icons/EditOutlined'
import FileTextOutlined from '@ant-design/icons/FileTextOutlined'
import FontSizeOutlined from '@ant-design/icons/FontSizeOutlined'
import InfoCircleOutlined from '@ant-design/icons/InfoCircleOutlined'
import KeyOutlined from '@ant-design/icons/KeyOutlined'
import LockOutlined from '@ant-design/icons/LockOutlined'
import ProfileOutlined from '@ant-design/icons/ProfileOutlined'
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined'
import QuestionOutlined from '@ant-design/icons/QuestionOutlined'
import SafetyOutlined from '@ant-design/icons/SafetyOutlined'
import TeamOutlined from '@ant-design/icons/TeamOutlined'
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined'
import UserOutlined from '@ant-design/icons/UserOutlined'
import WalletOutlined from '@ant-design/icons/WalletOutlined'
import type { MenuIcon } from './types.ts'

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
