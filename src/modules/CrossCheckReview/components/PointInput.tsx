import { Flex, InputNumber, Slider } from 'antd';

interface PointInputProps {
  // From Form.Item: the field label's target.
  id?: string;
  max: number;
  label: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  disabled?: boolean;
}

// rules.md R8.1: a subtask's integer point in [0, max], set by the slider or typed; both show the same value.
export function PointInput({ id, max, label, value, onChange, disabled }: PointInputProps) {
  return (
    <Flex gap={16} align="center">
      <Slider
        style={{ flex: 1, minWidth: 120 }}
        min={0}
        max={max}
        step={1}
        value={value ?? 0}
        disabled={disabled}
        onChange={(next) => onChange?.(next)}
        ariaLabelForHandle={`${label}: points (slider)`}
      />
      <InputNumber
        id={id}
        min={0}
        max={max}
        precision={0}
        value={value ?? null}
        disabled={disabled}
        onChange={(next) => onChange?.(next)}
        aria-label={`${label}: points`}
        style={{ width: 90 }}
      />
    </Flex>
  );
}
