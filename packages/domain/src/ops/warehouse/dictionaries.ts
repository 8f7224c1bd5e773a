import { type DictionaryDef, dictionary } from '../../engine/dictionaries';
import {
  CAMERA_CAPTURE_FORMATS,
  CAMERA_ERROR_CODES,
  CAMERA_PROTOCOLS,
  CAMERA_RECORD_SIZES,
  DAMAGE_STATUSES,
  ORDER_STATUSES,
  PREPLAN_STATUSES,
  RECEIPT_STATUSES,
  WAREHOUSE_PACKAGE_TYPES,
} from './rules';

/** The warehouse desk's enumerations, with their labels in both languages. */
export const WAREHOUSE_DICTIONARIES: Readonly<Record<string, DictionaryDef>> = {
  warehouse_op_status: dictionary(RECEIPT_STATUSES, {
    en_us: {
      name: 'Warehouse operation status',
      values: { received: 'Received', weighed: 'Weighed', checked: 'Checked', stored: 'Stored', released: 'Released' },
    },
    zh_cn: {
      name: '仓库操作状态',
      values: { received: '已收货', weighed: '已称重', checked: '已验货', stored: '已入库', released: '已出库' },
    },
  }),
  warehouse_damage_status: dictionary(DAMAGE_STATUSES, {
    en_us: {
      name: 'Damage status',
      values: { intact: 'Intact', minor: 'Minor damage', major: 'Major damage' },
    },
    zh_cn: {
      name: '破损状态',
      values: { intact: '完好', minor: '轻微破损', major: '严重破损' },
    },
  }),
  warehouse_package_type: dictionary(WAREHOUSE_PACKAGE_TYPES, {
    en_us: {
      name: 'Package type',
      values: { CTN: 'Cartons', PLT: 'Pallets', PKG: 'Packages', CRT: 'Crates', BAG: 'Bags', DRM: 'Drums' },
    },
    zh_cn: {
      name: '包装类型',
      values: { CTN: '纸箱', PLT: '托盘', PKG: '件', CRT: '木箱', BAG: '袋', DRM: '桶' },
    },
  }),
  warehouse_order_status: dictionary(ORDER_STATUSES, {
    en_us: { name: 'Warehouse order status', values: { open: 'Open', released: 'Released', cancelled: 'Cancelled' } },
    zh_cn: { name: '仓库订单状态', values: { open: '待出库', released: '已放行', cancelled: '已取消' } },
  }),
  warehouse_preplan_status: dictionary(PREPLAN_STATUSES, {
    en_us: { name: 'Pre-plan status', values: { planned: 'Expected', received: 'Received', cancelled: 'Cancelled' } },
    zh_cn: { name: '预报状态', values: { planned: '待到货', received: '已收货', cancelled: '已取消' } },
  }),
  camera_protocol: dictionary(CAMERA_PROTOCOLS, {
    en_us: { name: 'Camera protocol', values: { TCP: 'TCP', UDP: 'UDP' } },
    zh_cn: { name: '摄像头协议', values: { TCP: 'TCP', UDP: 'UDP' } },
  }),
  camera_capture_format: dictionary(CAMERA_CAPTURE_FORMATS, {
    en_us: { name: 'Capture format', values: { JPEG: 'JPEG', BMP: 'BMP' } },
    zh_cn: { name: '抓图格式', values: { JPEG: 'JPEG', BMP: 'BMP' } },
  }),
  camera_record_size: dictionary(CAMERA_RECORD_SIZES, {
    en_us: { name: 'Record file size', values: { '256M': '256 MB', '512M': '512 MB', '1G': '1 GB' } },
    zh_cn: { name: '录像文件大小', values: { '256M': '256 MB', '512M': '512 MB', '1G': '1 GB' } },
  }),
  camera_error: dictionary(CAMERA_ERROR_CODES, {
    en_us: {
      name: 'Network camera error',
      values: {
        '1000': 'Unknown error',
        '1001': 'Network error',
        '1002': 'Parameter error',
        '2000': 'Not logged in',
        '2001': 'Already logged in',
        '2002': 'Not supported',
        '3000': 'Plugin failed to start',
        '3001': 'Playback is already running',
        '3002': 'Playback failed',
        '3003': 'Playback stopped',
        '3004': 'No free space',
        '5000': 'Talk failed',
      },
    },
    zh_cn: {
      name: '网络摄像头错误',
      values: {
        '1000': '未知错误',
        '1001': '网络错误',
        '1002': '参数错误',
        '2000': '未登录',
        '2001': '重复登录',
        '2002': '不支持',
        '3000': '插件初始化失败',
        '3001': '不能重复播放',
        '3002': '播放异常',
        '3003': '播放已停止',
        '3004': '没有可用空间',
        '5000': '对讲失败',
      },
    },
  }),
};
