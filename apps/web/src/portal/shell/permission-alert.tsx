import { Button, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signOut } from '../../shell/session';
import { requestEvents } from '../../wire/request';

/**
 * SPEC §8: a response with an empty result and the permission-insufficient message raises a
 * Notice with a button to /login. Signing in again means leaving this session first, or the
 * route guard would send a signed-in user from /login straight back.
 */
export const PermissionAlert = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  useEffect(() => requestEvents.on('permission', () => setOpen(true)), []);
  const toLogin = () => {
    setOpen(false);
    void signOut().finally(() => navigate('/login'));
  };
  return (
    <Modal
      open={open}
      title={t('common.notice')}
      onCancel={() => setOpen(false)}
      footer={
        <Button type="primary" onClick={toLogin}>
          {t('common.toLogin')}
        </Button>
      }
    >
      <p>{t('messages.permissionInsufficient')}</p>
    </Modal>
  );
};
