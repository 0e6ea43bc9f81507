// Puts every shared store and setting back to its start, so tests do not leak into each other.
import { resetHttpConfig } from '../../shared/http/config.ts';
import { setNavigator } from '../../shared/http/navigation.ts';
import { resetHttpReports } from '../../shared/http/reports.ts';
import { resetCart } from '../../shared/stores/cart.ts';
import { $canDeliverToSector, $pendingRequests, $statusQueue } from '../../shared/stores/index.ts';

export function resetSharedState(): void {
  $statusQueue.set([]);
  $pendingRequests.set(0);
  resetCart();
  $canDeliverToSector.set(false);
  resetHttpConfig();
  setNavigator();
  resetHttpReports();
}
