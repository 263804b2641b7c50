import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useState } from 'react';
import { savedAddressesMove, type SavedAddress } from '../../domain/delivery/saved-address';
import { AddressRow } from './address-row';
import {
  addressSortAnnouncements,
  ADDRESS_SORT_INSTRUCTIONS,
  type AddressSortMemory,
} from './address-sort-announcements';

interface AddressListProps {
  /** in the customer's order */
  addresses: readonly SavedAddress[];
  busy: boolean;
  onSort: (sorted: SavedAddress[]) => void;
  onMarkMain: (address: SavedAddress) => void;
  onDelete: (address: SavedAddress) => void;
}

/**
 * §2.2 / §3.2 the saved addresses in the customer's order, sortable by drag (pointer, touch)
 * and by keyboard (space to take, arrows to move, space to drop), announced in Spanish.
 */
export function AddressList({ addresses, busy, onSort, onMarkMain, onDelete }: AddressListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // one object for the list's life: the announcements note where the address was said to be
  const [memory] = useState<AddressSortMemory>(() => ({ over: null }));
  const ids = addresses.map((a) => a.id);
  const labelOf = (id: number) => addresses.find((a) => a.id === id)?.tag ?? 'la dirección';
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from < 0 || to < 0) return;
    onSort(savedAddressesMove(addresses, from, to));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: addressSortAnnouncements(
          labelOf,
          (id) => ids.indexOf(id),
          ids.length,
          memory,
        ),
        screenReaderInstructions: ADDRESS_SORT_INSTRUCTIONS,
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={busy}>
        <ul className="address-list" aria-label="Mis direcciones">
          {addresses.map((address) => (
            <AddressRow
              key={address.id}
              address={address}
              busy={busy}
              onMarkMain={onMarkMain}
              onDelete={onDelete}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
