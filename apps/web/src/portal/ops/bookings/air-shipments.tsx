import { useTranslation } from 'react-i18next';
import { EngineScreen } from '../../engine/engine-screen';
import { PageHeader } from '../../shell/page-header';

/**
 * The two air lists of booked shipments, with what tells them apart said under the title: by
 * house air waybill (one customer's consignment) or by master air waybill and flight (the
 * airline's consignment carrying several houses).
 */
const AirShipments = ({ url }: { url: 'shipmentIdAir' | 'airShipmentId' }) => {
  const { t } = useTranslation();
  return (
    <EngineScreen
      url={url}
      list={{
        header: (list) => (
          <PageHeader title={t(list.page.titleKey)} description={t(`ops.bookings.screen.${url}Help`)} />
        ),
      }}
    />
  );
};

export const AirShipmentsByHouse = () => <AirShipments url="shipmentIdAir" />;
export const AirShipmentsByMaster = () => <AirShipments url="airShipmentId" />;
