import { Form, Modal, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';

import { useNotify } from '@/hooks/useNotify';

import { setProblemFields } from './form-problem';

interface FormModalProps<Values> {
  title: string;
  // The form's name prefixes the field ids, so labels stay unique on the page.
  name: string;
  open: boolean;
  form: FormInstance<Values>;
  initialValues?: Partial<Values>;
  // Throws on failure: the problem's field errors go to the fields, its detail to a toast (pages.md §0.3).
  onSubmit: (values: Values) => Promise<void>;
  onClose: () => void;
  // The submit button's text; "Save" unless the action is something else ("Leave", "Delete").
  okText?: string;
  danger?: boolean;
  children: ReactNode;
}

// A modal edit form: Enter or "Save" submits, Escape or "Cancel" closes; antd traps the focus (pages.md §15).
export function FormModal<Values extends object>({
  title,
  name,
  open,
  form,
  initialValues,
  onSubmit,
  onClose,
  okText = 'Save',
  danger,
  children,
}: FormModalProps<Values>) {
  const notify = useNotify();
  const [saving, setSaving] = useState(false);

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      await onSubmit(values);
      onClose();
    } catch (error) {
      setProblemFields(form, error);
      notify.error(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={title}
      open={open}
      okText={okText}
      okButtonProps={{ htmlType: 'submit', danger }}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
      modalRender={(dom) => (
        <Form<Values>
          form={form}
          name={name}
          layout="vertical"
          initialValues={initialValues}
          onFinish={(values) => void submit(values)}
        >
          {dom}
        </Form>
      )}
    >
      {children}
    </Modal>
  );
}
