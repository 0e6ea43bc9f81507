// The price-break table: one row per unit and starting quantity, prices in the page language.
export interface QuantityTableTexts {
  caption: string;
  unit: string;
  fromQty: string;
  price: string;
  multiple: string;
  maximum: string;
  fromValue: (qty: number) => string;
  formatPrice: (price: number) => string;
  formatNumber: (n: number) => string;
  badData: string;
  empty: string;
}
interface Row {
  Uom: string;
  MinQty: number;
  Price: number | string;
  QtyMultiple?: number | undefined;
  MaxQty?: number | undefined;
}

export function QuantityTable({
  rows,
  problem,
  texts,
}: {
  rows: readonly Row[];
  problem: boolean;
  texts: QuantityTableTexts;
}) {
  return (
    <div className="sf-quantity-table">
      {problem && (
        <p className="sf-quantity-table__problem" role="alert">
          {texts.badData}
        </p>
      )}
      {rows.length === 0 ? (
        <p className="sf-quantity-table__empty">{texts.empty}</p>
      ) : (
        <table className="sf-table sf-qty-table">
          <caption>{texts.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.unit}</th>
              <th scope="col">{texts.fromQty}</th>
              <th scope="col">{texts.price}</th>
              <th scope="col">{texts.multiple}</th>
              <th scope="col">{texts.maximum}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.Uom}|${row.MinQty}`}>
                <th scope="row">{row.Uom}</th>
                <td>{texts.fromValue(row.MinQty)}</td>
                <td>{typeof row.Price === 'number' ? texts.formatPrice(row.Price) : row.Price}</td>
                <td>{row.QtyMultiple === undefined ? '' : texts.formatNumber(row.QtyMultiple)}</td>
                <td>{row.MaxQty === undefined ? '' : texts.formatNumber(row.MaxQty)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
