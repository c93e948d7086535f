import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Flex, Form, Input, InputNumber } from 'antd';

// The education entries of the owner's edit form (rules.md R19.4).
export function EducationFields() {
  return (
    <Form.List name="educationHistory">
      {(fields, { add, remove }) => (
        <Flex vertical gap={8}>
          {fields.map((field, index) => (
            <fieldset key={field.key} style={{ border: 0, padding: 0, margin: 0 }}>
              <legend style={{ fontSize: 'inherit', fontWeight: 600 }}>Education {index + 1}</legend>
              <Form.Item
                label="University"
                name={[field.name, 'university']}
                rules={[{ required: true, whitespace: true, message: 'Enter the university' }]}
              >
                <Input />
              </Form.Item>
              <Form.Item label="Faculty" name={[field.name, 'faculty']}>
                <Input />
              </Form.Item>
              <Form.Item
                label="Graduation year"
                name={[field.name, 'graduationYear']}
                rules={[{ required: true, message: 'Enter the year' }]}
              >
                <InputNumber min={1950} max={2100} />
              </Form.Item>
              <Button icon={<DeleteOutlined />} onClick={() => remove(field.name)}>
                Remove education {index + 1}
              </Button>
            </fieldset>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add({ university: '', faculty: '' })}>
            Add education
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
