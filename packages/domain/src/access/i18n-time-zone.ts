import type { AreaCatalog } from '../i18n/catalog';

/** The user's time zone: the choice on the account page and how the portal labels its times. */
export const timeZoneCatalog: AreaCatalog = {
  en_us: {
    access: {
      timeZoneSaved: 'Your time zone has been saved',
    },
    validation: {
      timeZone: 'Choose one of the time zones in the list',
    },
    accountPages: {
      account: {
        timeZone: 'Time zone',
        timeZoneOwn: '{zone}, your choice',
        timeZoneBranch: '{zone}, your branch’s',
      },
      timeZone: {
        title: 'Time zone',
        lead: 'The portal shows its times on this clock. Times of events at a port (departures, arrivals, container moves) stay in the port’s local time, labelled with its offset.',
        field: 'Show times in',
        branchDefault: 'Your branch’s zone: {zone} (now {offset})',
        fallbackDefault: 'UTC (your account has no branch zone)',
        now: 'Now on this clock: {time}',
        submit: 'Save time zone',
        choices: {
          plus0800: 'UTC+08:00 — China, Hong Kong, Taiwan, Singapore',
          plus0000: 'UTC+00:00 — London in winter, Lisbon, Casablanca',
          plus0100: 'UTC+01:00 — Central Europe in winter, London in summer',
          minus0400: 'UTC-04:00 — New York in summer, Santiago',
          minus0500: 'UTC-05:00 — New York in winter, Chicago in summer',
          minus0700: 'UTC-07:00 — Los Angeles in summer, Phoenix',
          minus0800: 'UTC-08:00 — Los Angeles in winter, Vancouver in winter',
        },
      },
    },
    portal: {
      time: {
        local: 'local',
        localAt: 'Local time at {place} ({zone})',
        yours: 'Your time: {time}',
        utc: 'UTC: {time}',
      },
    },
  },
  zh_cn: {
    access: {
      timeZoneSaved: '时区已保存',
    },
    validation: {
      timeZone: '请从列表中选择一个时区',
    },
    accountPages: {
      account: {
        timeZone: '时区',
        timeZoneOwn: '{zone}（您的选择）',
        timeZoneBranch: '{zone}（所属分公司时区）',
      },
      timeZone: {
        title: '时区',
        lead: '门户中的时间按此时区显示。港口发生的事件（开船、到港、集装箱动态）的时间仍按该港口当地时间显示，并标明其时差。',
        field: '时间显示时区',
        branchDefault: '所属分公司时区：{zone}（当前 {offset}）',
        fallbackDefault: 'UTC（您的账户没有分公司时区）',
        now: '此时区当前时间：{time}',
        submit: '保存时区',
        choices: {
          plus0800: 'UTC+08:00 — 中国大陆、香港、台湾、新加坡',
          plus0000: 'UTC+00:00 — 伦敦（冬令时）、里斯本、卡萨布兰卡',
          plus0100: 'UTC+01:00 — 中欧（冬令时）、伦敦（夏令时）',
          minus0400: 'UTC-04:00 — 纽约（夏令时）、圣地亚哥',
          minus0500: 'UTC-05:00 — 纽约（冬令时）、芝加哥（夏令时）',
          minus0700: 'UTC-07:00 — 洛杉矶（夏令时）、凤凰城',
          minus0800: 'UTC-08:00 — 洛杉矶（冬令时）、温哥华（冬令时）',
        },
      },
    },
    portal: {
      time: {
        local: '当地',
        localAt: '{place}当地时间（{zone}）',
        yours: '您的时间：{time}',
        utc: 'UTC：{time}',
      },
    },
  },
};

/** The catalog key of a SPEC §9 choice's label: '+08:00' -> accountPages.timeZone.choices.plus0800. */
export const timeZoneChoiceKey = (zone: string): string =>
  `accountPages.timeZone.choices.${zone.replace('+', 'plus').replace('-', 'minus').replace(':', '')}`;
