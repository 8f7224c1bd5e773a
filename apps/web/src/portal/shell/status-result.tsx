import { ConfigProvider, Result, type ResultProps } from 'antd';
import { Children, cloneElement, isValidElement, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';

type PictureStatus = '403' | '404' | '500';

const PICTURES: Record<PictureStatus, { draw: () => unknown; labelKey: string }> = {
  '403': { draw: () => Result.PRESENTED_IMAGE_403({}), labelKey: 'portal.pictures.forbidden' },
  '404': { draw: () => Result.PRESENTED_IMAGE_404({}), labelKey: 'portal.pictures.notFound' },
  '500': { draw: () => Result.PRESENTED_IMAGE_500({}), labelKey: 'portal.pictures.serverError' },
};

/** antd's picture for a status with its built-in English title replaced by `label`. */
const picture = (status: PictureStatus, label: string): ReactNode => {
  const drawing = PICTURES[status].draw();
  if (!isValidElement<{ children?: ReactNode }>(drawing)) return null;
  const shapes = Children.toArray(drawing.props.children).filter((c) => !(isValidElement(c) && c.type === 'title'));
  return cloneElement(drawing, { role: 'img', 'aria-label': label } as object, <title>{label}</title>, ...shapes);
};

/**
 * antd's Result for 403, 404 and 500 with its picture named in the reader's language. antd's own
 * pictures carry a fixed English title ('No Found', 'Unauthorized', 'Server Error') that screen
 * readers read out and browsers show on hover. The picture goes in as the icon, laid out as antd
 * lays out its own (the `-image` class); `status` then only chooses the picture.
 */
export const StatusResult = ({
  status,
  ...props
}: Omit<ResultProps, 'status' | 'icon'> & { status: PictureStatus }) => {
  const { t } = useTranslation();
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  return (
    <Result
      {...props}
      icon={picture(status, t(PICTURES[status].labelKey))}
      classNames={{ icon: `${getPrefixCls('result')}-image` }}
    />
  );
};
